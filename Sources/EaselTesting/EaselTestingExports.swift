// `import EaselTesting` alone is enough to write a view and snapshot it: the
// assertions speak in Easel's views, EaselScene's devices and scenes, and EaselDiff's
// figures.
@_exported import Easel
@_exported import EaselDiff
@_exported import EaselScene
