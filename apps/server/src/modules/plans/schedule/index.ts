// The plans module's scheduling core: pure functions, no database (see README.md).
export {
  addWorkingDays,
  CalendarIndex,
  dateOf,
  dayNumber,
  isWorkingDay,
  nextWorkingDay,
  workingDaysBetween,
} from './calendar.ts';
export {
  CHINA_HOLIDAYS_2026,
  CHINA_HOLIDAYS_2027,
  chinaCalendar,
  type HolidayPeriod,
  standardCalendar,
} from './china-holidays.ts';
export { type CriticalPathInput, type CriticalPathResult, criticalPath, type TaskTimes } from './critical-path.ts';
export { type LeftOut, type MspdiImport, readMspdi } from './mspdi-read.ts';
export { writeMspdi } from './mspdi-write.ts';
export { outlineNumbers, outlineOf } from './outline.ts';
export * from './types.ts';
