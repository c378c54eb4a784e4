// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Easel",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "EaselGraphics", targets: ["EaselGraphics"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            path: "CCairo",
            pkgConfig: "pangoft2",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpng-dev", "fonts-dejavu-core"])]
        ),
        .target(name: "EaselGraphics", dependencies: ["CCairo"]),
        .testTarget(name: "EaselGraphicsTests", dependencies: ["EaselGraphics", "text-determinism-probe"]),
        // Renders a text sample to standard output for EaselGraphicsTests' fontconfig
        // determinism test, which needs a process of its own per environment.
        .executableTarget(
            name: "text-determinism-probe",
            dependencies: ["EaselGraphics", "CCairo"],
            path: "Tests/TextDeterminismProbe"
        ),
        .executableTarget(
            name: "easel-bench",
            dependencies: ["EaselGraphics", "CCairo"],
            path: "Benchmarks/easel-bench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
