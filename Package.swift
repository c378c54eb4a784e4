// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Easel",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "EaselPNG", targets: ["EaselPNG"]),
        .library(name: "EaselGraphics", targets: ["EaselGraphics"]),
        .library(name: "EaselSolver", targets: ["EaselSolver"]),
        .library(name: "Easel", targets: ["Easel"]),
        .library(name: "EaselScene", targets: ["EaselScene"]),
        .library(name: "EaselDiff", targets: ["EaselDiff"]),
        .library(name: "EaselTesting", targets: ["EaselTesting"]),
        // For swift-snapshot-testing users; kept apart so that EaselTesting never pulls it in.
        .library(name: "EaselSnapshotTesting", targets: ["EaselSnapshotTesting"]),
        .library(name: "EaselPort", targets: ["EaselPort"]),
        .executable(name: "easel", targets: ["easel"]),
        .executable(name: "easel-render", targets: ["easel-render"]),
        .executable(name: "easel-port", targets: ["easel-port"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            path: "CCairo",
            pkgConfig: "pangoft2",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpng-dev", "fonts-dejavu-core"])]
        ),
        // libpng and zlib alone, so that reading and writing PNG never loads cairo or Pango.
        .systemLibrary(
            name: "CPNG",
            path: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev", "zlib1g-dev"])]
        ),
        // libpng's reader, kept in C because its errors longjmp (see CEaselPNG.h), and
        // the fast path beside it, which inflates with libdeflate (libdeflate-dev).
        .target(name: "CEaselPNG", dependencies: ["CPNG"], linkerSettings: [.linkedLibrary("deflate")]),
        // The PNG codec, `Pixel`, `PixelBudget` and atomic files, with no graphics
        // stack: what `EaselDiff` and `easel compare` stand on.
        .target(name: "EaselPNG", dependencies: ["CPNG", "CEaselPNG"]),
        // JPEG through libjpeg-turbo (libjpeg-dev), kept in C because its errors longjmp
        // (see CEaselJPEG.h).
        .target(name: "CEaselJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
        .target(name: "EaselGraphics", dependencies: ["CCairo", "EaselPNG", "CEaselJPEG"]),
        .testTarget(name: "EaselGraphicsTests", dependencies: ["EaselGraphics", "CCairo", "CPNG", "text-determinism-probe"]),
        // Renders a text sample to standard output for EaselGraphicsTests' fontconfig
        // determinism test, which needs a process of its own per environment.
        .executableTarget(
            name: "text-determinism-probe",
            dependencies: ["EaselGraphics", "CCairo"],
            path: "Tests/TextDeterminismProbe"
        ),
        .target(name: "EaselSolver"),
        .testTarget(
            name: "EaselSolverTests",
            dependencies: ["EaselSolver"],
            resources: [.copy("Fixtures")]
        ),
        // Which draw methods a class overrides, from the Swift runtime's vtables (see
        // CEaselDrawMethods.h): what decides which views draw.
        .target(name: "CEaselDrawMethods"),
        .target(name: "Easel", dependencies: ["EaselGraphics", "EaselSolver", "CEaselDrawMethods"]),
        .testTarget(name: "EaselTests", dependencies: ["Easel"]),
        .target(name: "EaselScene", dependencies: ["Easel", "EaselGraphics", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "EaselSceneTests", dependencies: ["EaselScene", "Easel", "EaselGraphics"]),
        .target(name: "EaselDiff", dependencies: ["EaselPNG"]),
        .testTarget(name: "EaselDiffTests", dependencies: ["EaselDiff", "EaselGraphics"]),
        // Snapshot assertions for XCTest and Swift Testing; the core modules never import XCTest.
        .target(name: "EaselTesting", dependencies: ["Easel", "EaselScene", "EaselDiff", "EaselGraphics"]),
        .testTarget(
            name: "EaselTestingTests",
            dependencies: ["EaselTesting", "Easel", "EaselScene", "EaselDiff", "EaselGraphics"],
            exclude: ["__Snapshots__"]
        ),
        .target(
            name: "EaselSnapshotTesting",
            dependencies: ["EaselTesting", "Easel", "EaselScene", "EaselDiff", "EaselGraphics",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .testTarget(
            name: "EaselSnapshotTestingTests",
            dependencies: ["EaselSnapshotTesting", "Easel", "EaselGraphics",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        // The command line: `easel` runs `compare` itself and hands `render` and
        // `validate` to `easel-render`, so that it never loads cairo and Pango; what
        // both executables share is in EaselCommandLine. `easel` does not depend on
        // `easel-render` here, because SwiftPM would then link the scene engine into
        // it: build both (`swift build`, `make easel`). End-to-end tests run them.
        .target(name: "EaselCommandLine", dependencies: ["EaselPNG", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(
            name: "easel",
            dependencies: ["EaselCommandLine", "EaselDiff", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "easel-render",
            dependencies: ["EaselCommandLine", "EaselScene", "EaselDiff", "EaselGraphics",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // `easel port`: rewrites what Swift refuses without the Objective-C runtime
        // (`@objc`, `#selector`, optional protocol requirements) into forms that compile
        // on Linux and on iOS alike. In its own executable, so that swift-syntax is linked
        // into neither `easel` nor `easel-render`.
        .target(name: "EaselPort", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        ]),
        .testTarget(name: "EaselPortTests", dependencies: ["EaselPort"], exclude: ["Fixtures"]),
        .executableTarget(
            name: "easel-port",
            dependencies: ["EaselPort", "EaselCommandLine", "EaselPNG",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "EaselCLITests", dependencies: ["easel", "easel-render", "easel-port", "EaselDiff", "EaselGraphics", "peak-memory-probe"]),
        // Measures the peak memory of an `easel` run for EaselCLITests' memory bound,
        // from a process whose own memory does not count (see its main.swift).
        .executableTarget(name: "peak-memory-probe", path: "Tests/PeakMemoryProbe"),
        .executableTarget(
            name: "easel-bench",
            dependencies: ["EaselGraphics", "EaselSolver", "Easel", "EaselDiff", "EaselTesting", "EaselScene", "EaselCommandLine",
                           "CCairo"],
            path: "Benchmarks/easel-bench"
        ),
    ],
    swiftLanguageModes: [.v6]
)

// UIKit's, Core Animation's, Core Graphics' and Core Text's own names over Easel, for
// iOS code on Linux. Only there: on Apple platforms these module names are the system's.
#if os(Linux)
package.products += [
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .library(name: "CoreText", targets: ["CoreText"]),
    .library(name: "UIKit", targets: ["UIKit"]),
]
package.targets += [
    .target(name: "CoreGraphics", dependencies: ["EaselGraphics", "_Testing_CoreGraphics"]),
    .target(name: "QuartzCore", dependencies: ["CoreGraphics", "Easel"]),
    // Core Text's functions over Easel's text engine: what draws a `CTLine` is what
    // draws an `NSAttributedString`.
    .target(name: "CoreText", dependencies: ["CoreGraphics", "Easel", "EaselGraphics"]),
    .target(name: "UIKit", dependencies: ["QuartzCore", "CoreGraphics", "CoreText", "Easel", "EaselGraphics", "_Testing_UIKit"]),
    // Empty stand-ins for the cross-import overlays Swift Testing names for Apple's
    // CoreGraphics and UIKit (see CrossImportOverlay.swift), so that test files can
    // import Testing and UIKit together.
    .target(name: "_Testing_CoreGraphics"),
    .target(name: "_Testing_UIKit"),
    // Assets.xcassets is copied as it is, as SwiftPM does on Linux where no actool
    // compiles it; the loose images land at the top of the bundle, as Xcode puts them.
    .testTarget(
        name: "UIKitTests",
        dependencies: ["UIKit", "EaselTesting"],
        exclude: ["__Snapshots__"],
        resources: [.copy("Assets.xcassets"), .process("LooseImages")]
    ),
    // iOS code in Swift 5 mode, which Apple's `@preconcurrency` UIKit lets touch views
    // from nonisolated property initializers and observers: it must compile here too.
    .testTarget(
        name: "UIKitSwift5Tests",
        dependencies: ["UIKit"],
        swiftSettings: [.swiftLanguageMode(.v5)]
    ),
]
#endif
