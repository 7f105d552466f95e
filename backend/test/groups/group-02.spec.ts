// Integration spec group 2 of GROUPS (spec-groups.ts says why the specs run in groups).
import { runGroup } from './spec-groups';

runGroup(2);
