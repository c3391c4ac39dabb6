/** What the workshop offers after the sale (the Services page and its structured data). */
export const SERVICES = [
  {
    title: "Two-year warranty",
    text: "Every gimbal is covered for two years against defects in materials and workmanship. If a motor, board or battery fails in normal use, we repair or replace it free of charge, shipping included.",
  },
  {
    title: "Repairs",
    text: "Dropped it off a cliff? Our workshop repairs gimbals of any age. Send it in, get a fixed quote within two working days, and have it back calibrated and tested within a week of your approval.",
  },
  {
    title: "Custom rigs",
    text: "Helmet, handlebar, chest or car mounts, counterweights for heavier cameras, long extension poles: we design and build rigs around your shot, from a single piece to a production crew's set.",
  },
  {
    title: "Training",
    text: "Half-day workshops for beginners and teams: balancing, the 5 modes, Bluetooth control and smooth 320 degree pans. Online sessions every month, on-site training on request.",
  },
];
