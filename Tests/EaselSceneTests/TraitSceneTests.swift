import Easel
import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// A scene sets the window's appearance, content size and layout direction at the top,
/// and overrides them on views and controllers; bad values name the key and the
/// valid values.
@MainActor
@Suite struct TraitSceneTests {
    @Test func topLevelTraitsAreTheWindowsAndOptionsReplaceThem() throws {
        let text = "size: [4, 2]\nappearance: dark\ncontentSize: extraLarge\nlayoutDirection: rightToLeft\n"
            + "root: {class: View, backgroundColor: systemBackground}\n"
        let scene = try loadScene(text)
        #expect(scene.tree.traits == TraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .extraLarge,
                                                     layoutDirection: .rightToLeft))
        #expect(try scene.render().last!.image.rgbaBytes.prefix(4) == [0, 0, 0, 255])
        let light = try loadScene(text, options: SceneOptions(traits: TraitCollection(userInterfaceStyle: .light)))
        #expect(light.tree.traits.userInterfaceStyle == .light)
        #expect(light.tree.traits.preferredContentSizeCategory == .extraLarge)
        #expect(try light.render().last!.image.rgbaBytes.prefix(4) == [255, 255, 255, 255])
    }

    @Test func viewsAndControllersOverrideTraitsForTheirSubtree() throws {
        let text = """
        size: [4, 2]
        controller:
          traits: {appearance: dark}
          view:
            class: View
            backgroundColor: systemBackground
            subviews:
              - {class: View, frame: [2, 0, 2, 2], backgroundColor: systemBackground, traits: {appearance: light}}
        """
        let bytes = try loadScene(text).render().last!.image.rgbaBytes
        #expect(Array(bytes[0..<4]) == [0, 0, 0, 255])
        #expect(Array(bytes[8..<12]) == [255, 255, 255, 255])
    }

    @Test func aTextStyleFontHasTheScenesContentSizeAndAdjustingLabelsFollowOverrides() throws {
        let text = """
        size: [200, 100]
        contentSize: accessibilityMedium
        root:
          class: View
          subviews:
            - {class: Label, id: fixed, text: Hi, font: {textStyle: body}, sizeToFit: true}
            - {class: Label, id: small, text: Hi, font: {textStyle: body}, adjustsFontForContentSizeCategory: true,
               traits: {contentSize: extraSmall}, sizeToFit: true}
        """
        let run = SceneRun(try loadScene(text).tree)
        let labels = run.window.subviews[0].subviews.compactMap { $0 as? Label }
        #expect(labels.map(\.font.pointSize) == [28, 14])
    }

    @Test func aPseudolanguageAtTheTopOrOnAViewShowsLabelsInIt() throws {
        let text = """
        size: [300, 100]
        pseudoLanguage: accented
        root:
          class: View
          subviews:
            - {class: Label, text: Settings, sizeToFit: true}
            - {class: Label, text: Settings, sizeToFit: true, traits: {pseudoLanguage: rightToLeft}}
        """
        let scene = try loadScene(text)
        #expect(scene.tree.traits == TraitCollection(pseudoLanguage: .accented))
        let run = SceneRun(scene.tree)
        let labels = run.window.subviews[0].subviews.compactMap { $0 as? Label }
        #expect(labels.map(\.text) == ["Settings", "Settings"])
        #expect(labels.map(\.traitCollection.pseudoLanguage) == [.accented, .rightToLeft])
        #expect(labels[1].effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(labels[0].intrinsicContentSize.width > labels[1].intrinsicContentSize.width * 1.4)
        #expect(problems("size: [4, 2]\npseudoLanguage: acented\nroot: {class: View}\n") == [
            "scene.yaml:2:17: pseudoLanguage: unknown pseudolanguage \"acented\"; did you mean \"accented\"?",
        ])
    }

    @Test func pseudoLanguageListsCombineIntoNamedConfigurations() throws {
        let configurations = try TraitConfiguration.combinations(appearances: "dark", contentSizes: nil, layoutDirections: nil,
                                                                 pseudoLanguages: "accented,rightToLeft")
        #expect(configurations.map(\.name) == ["dark-accented", "dark-rightToLeft"])
        #expect(configurations.map(\.traits) == [
            TraitCollection(userInterfaceStyle: .dark, pseudoLanguage: .accented),
            TraitCollection(userInterfaceStyle: .dark, pseudoLanguage: .rightToLeft),
        ])
    }

    @Test func unknownTraitValuesNameTheKeyAndTheValidValues() {
        #expect(problems("size: [4, 2]\nappearance: dim\nroot: {class: View}\n") == [
            "scene.yaml:2:13: appearance: unknown appearance \"dim\" (known: light, dark)",
        ])
        #expect(problems(sceneWithRoot("class: View\ntraits: {contentSize: huge}")) == [
            "scene.yaml:4:25: root.traits.contentSize: unknown content size \"huge\" (known: "
                + ContentSizeCategory.names.joined(separator: ", ") + ")",
        ])
        #expect(problems(sceneWithRoot("class: View\ntraits: {layoutDirection: rightToleft}")) == [
            "scene.yaml:4:29: root.traits.layoutDirection: unknown layout direction \"rightToleft\"; did you mean \"rightToLeft\"?",
        ])
        #expect(problems(sceneWithRoot("class: View\ntraits: {apperance: dark}")) == [
            "scene.yaml:4:12: root.traits.apperance: unknown key; did you mean \"appearance\"?",
        ])
        #expect(problems(sceneWithRoot("class: Label\nfont: {textStyle: bodyy}")) == [
            "scene.yaml:4:21: root.font.textStyle: unknown text style \"bodyy\"; did you mean \"body\"?",
        ])
    }
}
