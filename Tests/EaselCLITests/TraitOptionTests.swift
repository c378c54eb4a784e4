import EaselGraphics
import Foundation
import Testing

/// `easel render --appearance --content-size --layout-direction` and `--matrix`.
@Suite struct TraitOptionTests {
    @Test func anAppearanceAndAContentSizeReplaceTheScenesAsTheGallerySays() throws {
        let folder = try RenderCommandTests.Folder(scenes: ["showcase.yaml"])
        let outcome = try folder.easel("render", "scenes/showcase.yaml", "--appearance", "dark", "--content-size",
                                       "extraExtraExtraLarge")
        #expect(outcome.status == 0, "\(outcome)")
        #expect(folder.files(in: "Output") == ["showcase", "showcase/last.png"])
        let rendered = try Image(contentsOfFile: folder.path + "/Output/showcase/last.png")
        let reference = try Image(contentsOfFile: RenderCommandTests.snapshots + "/showcase-dark-extraExtraExtraLarge/last.png")
        #expect(rendered.rgbaBytes == reference.rgbaBytes)
    }

    @Test func listsAndTheMatrixRenderEveryCombinationIntoNamedFolders() throws {
        let folder = try RenderCommandTests.Folder(scenes: ["colors.yaml"])
        let listed = try folder.easel("render", "scenes/colors.yaml", "-o", "listed", "--appearance", "light,dark",
                                      "--layout-direction", "rightToLeft")
        #expect(listed.status == 0, "\(listed)")
        #expect(folder.files(in: "listed/colors") == ["dark-rightToLeft", "dark-rightToLeft/last.png",
                                                      "light-rightToLeft", "light-rightToLeft/last.png"])
        let matrix = try folder.easel("render", "scenes/colors.yaml", "-o", "matrix", "--matrix")
        #expect(matrix.status == 0, "\(matrix)")
        #expect(folder.files(in: "matrix/colors").filter { !$0.hasSuffix(".png") } == [
            "dark-accessibilityExtraExtraExtraLarge", "dark-extraExtraExtraLarge", "dark-large",
            "light-accessibilityExtraExtraExtraLarge", "light-extraExtraExtraLarge", "light-large",
        ])
    }

    @Test func anUnknownValueIsBadInputNamingTheOptionAndItsValues() throws {
        let folder = try RenderCommandTests.Folder(scenes: ["colors.yaml"])
        let outcome = try folder.easel("render", "scenes/colors.yaml", "--appearance", "dim", "--content-size", "larg")
        #expect(outcome.status == 2)
        #expect(outcome.errors == "--appearance: unknown appearance \"dim\" (known: light, dark)\n"
                + "--content-size: unknown content size \"larg\"; did you mean \"large\"?\n")
        #expect(folder.files(in: "Output").isEmpty)
        let both = try folder.easel("render", "scenes/colors.yaml", "--matrix", "--appearance", "dark")
        #expect(both.status == 2, "\(both)")
    }
}
