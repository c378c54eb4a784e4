import Foundation
import Testing
@testable import EaselScene

/// Images are read relative to the scene and stay in its folder unless allowed out.
@Suite struct ImageProblemTests {
    /// A folder with a scene folder in it, an image inside, one outside, and a broken one.
    static let folder: URL = {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("easel-scene-images-\(getpid())")
        let scenes = base.appendingPathComponent("scenes")
        try? FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        let png = repositoryRoot.appendingPathComponent("Fixtures/PNG/rgb8.png")
        for target in [scenes.appendingPathComponent("inside.png"), base.appendingPathComponent("outside.png")] {
            try? FileManager.default.removeItem(at: target)
            try? FileManager.default.copyItem(at: png, to: target)
        }
        try? Data("not a png".utf8).write(to: scenes.appendingPathComponent("broken.png"))
        try? FileManager.default.removeItem(at: scenes.appendingPathComponent("link.png"))
        try? FileManager.default.createSymbolicLink(at: scenes.appendingPathComponent("link.png"),
                                                    withDestinationURL: base.appendingPathComponent("outside.png"))
        return scenes
    }()

    static func imageScene(_ file: String) -> String {
        sceneWithRoot("class: ImageView\nimage: \"\(file)\"")
    }

    @Test func anImageInsideTheFolderLoads() throws {
        let scene = try loadScene(Self.imageScene("inside.png"), folder: Self.folder)
        guard case .image(let image) = try scene.tree.rootView.properties.first else {
            Issue.record("no image property")
            return
        }
        #expect(image.file == "inside.png")
        #expect(image.image.pixelWidth > 0)
    }

    @Test func imagesOutsideTheFolderNeedPermission() {
        for file in ["../outside.png", "link.png", Self.folder.deletingLastPathComponent().appendingPathComponent("outside.png").path] {
            #expect(problems(Self.imageScene(file), folder: Self.folder) == [
                "scene.yaml:4:10: root.image: image file \"\(file)\" is outside the scene's folder (allow it with --allow-outside)",
            ])
            #expect(problems(Self.imageScene(file), folder: Self.folder,
                             options: SceneOptions(allowsImagesOutsideFolder: true)) == ["(the scene loaded)"])
        }
    }

    @Test func missingAndBrokenImages() {
        #expect(problems(Self.imageScene("nope.png"), folder: Self.folder) == [
            "scene.yaml:4:10: root.image: image file \"nope.png\" not found",
        ])
        #expect(problems(Self.imageScene("broken.png"), folder: Self.folder) == [
            "scene.yaml:4:10: root.image: image file \"broken.png\" cannot be used: not a PNG image: it does not start with the PNG signature",
        ])
    }
}
