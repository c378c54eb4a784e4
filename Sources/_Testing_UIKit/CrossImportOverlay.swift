// Swift Testing declares cross-import overlays for Apple's CoreGraphics and UIKit
// (Testing.swiftcrossimport in the toolchain): a file that imports Testing and a module
// of that name makes the compiler load `_Testing_<module>`, which only Apple platforms
// ship. On Linux these names are Easel's modules, so the package provides the overlay
// modules itself, with nothing in them: Apple's add image attachments, which Easel's
// tests take from `Image.pngData()` instead. Without them, a test file that imports
// Testing and UIKit fails with "no such module '_Testing_UIKit'".
