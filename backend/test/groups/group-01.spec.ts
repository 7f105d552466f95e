// Integration spec group 1 of GROUPS (spec-groups.ts says why the specs run in groups).
import { runGroup } from './spec-groups';

runGroup(1);
