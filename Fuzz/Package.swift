// swift-tools-version:6.0
// The fuzz targets: libFuzzer entry points over Easel's real modules, built only by
// `make fuzz` (Fuzz/run), with AddressSanitizer and libFuzzer's instrumentation. They
// live in a package of their own because their flags (`-sanitize=fuzzer`,
// `-parse-as-library`, `-enable-testing`) would break the normal build.
import Foundation
import PackageDescription

// The enclosing Easel package, whose identity is its folder's name (a worktree or a
// checkout may call it anything).
let easel = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

func fuzzTarget(_ name: String, _ products: [String]) -> Target {
    .executableTarget(name: name, dependencies: products.map { .product(name: $0, package: easel) })
}

let package = Package(
    name: "EaselFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "..")],
    targets: [
        fuzzTarget("fuzz-scene", ["EaselScene"]),
        fuzzTarget("fuzz-constraint", ["EaselScene"]),
        fuzzTarget("fuzz-png", ["EaselGraphics", "EaselDiff"]),
        fuzzTarget("fuzz-compare", ["EaselDiff", "EaselPNG"]),
        fuzzTarget("fuzz-layers", ["Easel"]),
    ],
    swiftLanguageModes: [.v6]
)
