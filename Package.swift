// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Easel",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "EaselGraphics", targets: ["EaselGraphics"]),
        .library(name: "Easel", targets: ["Easel"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            path: "CCairo",
            pkgConfig: "pangoft2",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpng-dev", "fonts-dejavu-core"])]
        ),
        .target(name: "EaselGraphics", dependencies: ["CCairo"]),
        .testTarget(name: "EaselGraphicsTests", dependencies: ["EaselGraphics"]),
        .target(name: "Easel", dependencies: ["EaselGraphics", "CCairo"]),
        .testTarget(name: "EaselTests", dependencies: ["Easel"]),
        .executableTarget(
            name: "easel-bench",
            dependencies: ["EaselGraphics", "CCairo"],
            path: "Benchmarks/easel-bench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
