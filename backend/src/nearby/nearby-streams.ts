import { Injectable } from '@nestjs/common';
import { CommandStreams } from '../infrastructure/events/command-streams';

/** The nearby context's write side (RSVPs). */
@Injectable()
export class NearbyStreams extends CommandStreams {}
