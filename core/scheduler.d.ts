// The two exports of React's scheduler (the `scheduler` package react-dom runs on) that core/render/host.tsx uses.
declare module "scheduler" {
  export const unstable_LowPriority: number;
  export function unstable_scheduleCallback(priority: number, callback: () => void): unknown;
}
