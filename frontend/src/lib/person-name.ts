interface NamedPerson {
  name: string | null;
  firstName: string | null;
  lastName?: string | null;
}

/** How a person is called on screen: their name, else first and last name, else "Someone". */
export function personName(person: NamedPerson): string {
  const full = person.name?.trim() || [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return full || 'Someone';
}

/** One or two letters for an avatar without a picture. */
export function personInitials(person: NamedPerson): string {
  const name = personName(person);
  if (name === 'Someone') return '?';
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
