/// Everything PNG that `EaselGraphics` builds on (the codec, `Pixel`, `PixelBudget`,
/// `AtomicFile`) is part of its API, as it was before the codec became a module of
/// its own.
@_exported import EaselPNG
