// Integration spec group 7 of GROUPS (spec-groups.ts says why the specs run in groups).
import { runGroup } from './spec-groups';

runGroup(7);
