import Easel
import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// Every scene of `Fixtures/Scenes/` renders pixel-exact to its reference PNGs in
/// `Fixtures/Snapshots/<scene>/<frame>.png` (tolerance: none). With `EASEL_RECORD=1`
/// the references are written instead; on a mismatch the actual frame is written to
/// `Output/SnapshotFailures/<scene>/<frame>.png`.
@Suite @MainActor struct GalleryTests {
    nonisolated static let scenes = repositoryRoot.appendingPathComponent("Fixtures/Scenes")
    static let snapshots = repositoryRoot.appendingPathComponent("Fixtures/Snapshots")
    static let failures = repositoryRoot.appendingPathComponent("Output/SnapshotFailures")
    static let isRecording = ProcessInfo.processInfo.environment["EASEL_RECORD"] == "1"

    /// The gallery's scene file names, found on disk (the generated test list).
    nonisolated static let sceneNames: [String] = ((try? Scene.files(at: scenes)) ?? []).map(\.lastPathComponent)

    @Test func galleryHasAScenePerFeature() {
        #expect(Self.sceneNames.count >= 20)
        #expect(Self.sceneNames.contains("showcase.yaml"))
    }

    @Test(arguments: sceneNames)
    func sceneMatchesItsSnapshots(_ name: String) throws {
        try check(try Scene(contentsOf: Self.scenes.appendingPathComponent(name)), folder: name, references: nil)
    }

    /// The showcase in dark mode, at the largest standard and an accessibility text size
    /// and right to left, the navigation scene right to left, the list screens in dark
    /// mode (the collection list too), and the control, form, tab bar and alert screens
    /// in dark mode (the forms also at an accessibility text size), with references in
    /// `Fixtures/Snapshots/<scene>-<configuration>/`.
    @Test(arguments: [("showcase", "dark", TraitCollection(userInterfaceStyle: .dark)),
                      ("showcase", "accessibilityLarge", TraitCollection(preferredContentSizeCategory: .accessibilityLarge)),
                      ("showcase", "dark-extraExtraExtraLarge", TraitCollection(userInterfaceStyle: .dark,
                                                                                preferredContentSizeCategory: .extraExtraExtraLarge)),
                      ("showcase", "rightToLeft", TraitCollection(layoutDirection: .rightToLeft)),
                      ("navigation", "rightToLeft", TraitCollection(layoutDirection: .rightToLeft)),
                      ("lists-settings", "dark", TraitCollection(userInterfaceStyle: .dark)),
                      ("lists-inbox", "dark", TraitCollection(userInterfaceStyle: .dark)),
                      ("lists-photos", "dark", TraitCollection(userInterfaceStyle: .dark)),
                      ("lists-collection-mail", "dark", TraitCollection(userInterfaceStyle: .dark)),
                      ("controls-settings", "dark", TraitCollection(userInterfaceStyle: .dark)),
                      ("controls-settings", "accessibilityLarge", TraitCollection(preferredContentSizeCategory: .accessibilityLarge)),
                      ("controls-login", "dark", TraitCollection(userInterfaceStyle: .dark)),
                      ("controls-login", "accessibilityLarge", TraitCollection(preferredContentSizeCategory: .accessibilityLarge)),
                      ("text-login-form", "dark", TraitCollection(userInterfaceStyle: .dark)),
                      ("bars-tab-bar-app", "dark", TraitCollection(userInterfaceStyle: .dark)),
                      ("alerts", "dark", TraitCollection(userInterfaceStyle: .dark))])
    func sceneMatchesItsSnapshotsInEachConfiguration(_ scene: String, _ configuration: String, _ traits: TraitCollection) throws {
        let file = Self.scenes.appendingPathComponent(scene + ".yaml")
        try check(try Scene(contentsOf: file, options: SceneOptions(traits: traits)), folder: scene + ".yaml",
                  references: scene + "-" + configuration)
    }

    /// Compares (or records) the frames of `scene` with the references in
    /// `Fixtures/Snapshots/<references, else the scene's name>/`.
    private func check(_ scene: Scene, folder name: String, references: String?) throws {
        let frames = try scene.render()
        #expect(!frames.isEmpty)
        let folderName = references ?? scene.name
        let folder = Self.snapshots.appendingPathComponent(folderName)
        if Self.isRecording {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        for frame in frames {
            let reference = folder.appendingPathComponent(frame.name + ".png")
            if Self.isRecording {
                try frame.image.writePNG(toFile: reference.path, compression: .best)
                continue
            }
            let expected = try Image(contentsOfFile: reference.path)
            // A PNG file has no scale: the pixels are what is compared.
            if !Self.samePixels(expected, frame.image) {
                let actual = Self.failures.appendingPathComponent(folderName).appendingPathComponent(frame.name + ".png")
                try FileManager.default.createDirectory(at: actual.deletingLastPathComponent(), withIntermediateDirectories: true)
                try frame.image.writePNG(toFile: actual.path)
                Issue.record("\(name) frame \(frame.name): \(Self.difference(expected, frame.image)); actual written to \(actual.path)")
            }
        }
        if !Self.isRecording {
            let references = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
            #expect(references.sorted() == frames.map { $0.name + ".png" }.sorted())
        }
    }

    static func samePixels(_ a: Image, _ b: Image) -> Bool {
        a.pixelWidth == b.pixelWidth && a.pixelHeight == b.pixelHeight && a.rgbaBytes == b.rgbaBytes
    }

    /// How two images differ: their sizes, or how many pixels differ and the first one.
    static func difference(_ expected: Image, _ actual: Image) -> String {
        guard expected.pixelWidth == actual.pixelWidth, expected.pixelHeight == actual.pixelHeight else {
            return "size \(actual.pixelWidth)×\(actual.pixelHeight), expected \(expected.pixelWidth)×\(expected.pixelHeight)"
        }
        var count = 0
        var first: String?
        for y in 0..<expected.pixelHeight {
            for x in 0..<expected.pixelWidth where expected[x, y] != actual[x, y] {
                count += 1
                if first == nil { first = "(\(x), \(y)): \(actual[x, y]), expected \(expected[x, y])" }
            }
        }
        return "\(count) pixels differ, first at \(first ?? "?")"
    }
}
