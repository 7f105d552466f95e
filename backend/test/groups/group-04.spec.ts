// Integration spec group 4 of GROUPS (spec-groups.ts says why the specs run in groups).
import { runGroup } from './spec-groups';

runGroup(4);
