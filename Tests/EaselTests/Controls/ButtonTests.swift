import Easel
import EaselGraphics
import Foundation
import Testing

/// `Button`: configurations' looks and sizes, the legacy API, tint, and event delivery.
@MainActor
@Suite struct ButtonTests {
    /// A white window with `button` at (10, 10), sized to fit, laid out and drawn.
    private func shown(_ button: Button, scale: CGFloat = 1, style: UserInterfaceStyle = .light) -> Window {
        let window = shownWindow(width: 200, height: 80, scale: scale)
        window.overrideUserInterfaceStyle = style
        window.backgroundColor = .systemBackground
        button.accessibilityIdentifier = "button"
        button.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: button.intrinsicContentSize)
        window.addSubview(button)
        window.eventLoop.runOnce()
        return window
    }

    private func bodyLineHeight() -> CGFloat {
        let label = Label(frame: .zero)
        label.font = .preferredFont(forTextStyle: .body)
        label.text = "Button"
        return label.intrinsicContentSize.height
    }

    @Test func aMediumConfigurationIsItsTitleWithSevenAndTwelvePointInsets() {
        let button = Button(configuration: .filled())
        button.configuration?.title = "Button"
        let label = Label(frame: .zero)
        label.font = .preferredFont(forTextStyle: .body)
        label.text = "Button"
        #expect(button.intrinsicContentSize == CGSize(width: label.intrinsicContentSize.width + 24,
                                                      height: label.intrinsicContentSize.height + 14))
        var large = Button.Configuration.gray()
        large.buttonSize = .large
        #expect(large.contentInsets == DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        large.contentInsets.leading = 4
        large.buttonSize = .small
        #expect(large.contentInsets.leading == 4, "set insets stay when the size changes")
    }

    @Test func aLegacyButtonIsItsFifteenPointTitleWithSixPointsAboveAndBelow() {
        let button = Button(type: .system)
        button.setTitle("Button", for: .normal)
        let title = button.titleLabel!.intrinsicContentSize
        #expect(button.titleLabel!.font == Font.systemFont(ofSize: 15))
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
        button.contentEdgeInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 6, height: title.height + 16))
    }

    @Test func theImageSitsBesideOrAboveTheTitleWithItsPadding() throws {
        var configuration = Button.Configuration.plain()
        configuration.title = "Share"
        configuration.image = Image(systemName: "square.and.arrow.up")
        configuration.imagePadding = 8
        let button = Button(configuration: configuration)
        let window = shown(button)
        let image = try #require(button.imageView), title = try #require(button.titleLabel)
        #expect(title.frame.minX == image.frame.maxX + 8 || abs(title.frame.minX - (image.frame.maxX + 8)) < 1)
        button.configuration?.imagePlacement = .top
        window.eventLoop.runOnce()
        #expect(title.frame.minY >= image.frame.maxY + 8 - 1)
    }

    @Test func aTapSendsItsEventsAndUpdatesTheConfigurationForEachState() {
        let button = Button(configuration: .filled())
        button.configuration?.title = "Go"
        var updates: [String] = []
        button.configurationUpdateHandler = { button in updates.append("\(button.state.rawValue)") }
        let window = shown(button)
        updates.removeAll()
        let events = Trace.capture {
            window.scheduleTap(at: CGPoint(x: 20, y: 20))
            window.eventLoop.runUntilIdle()
        }.filter { $0.event == "controlEvent" }.compactMap(\.message)
        #expect(events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(updates == ["1", "0"], "highlighted, then normal, each before a layout")
    }

    @Test func aDisabledButtonSendsNothingAndIsGreyedOut() {
        let button = Button(configuration: .filled())
        button.configuration?.title = "Go"
        button.isEnabled = false
        let window = shown(button)
        let events = Trace.capture {
            window.scheduleTap(at: CGPoint(x: 20, y: 20))
            window.eventLoop.runUntilIdle()
        }.filter { $0.event == "controlEvent" }
        #expect(events.isEmpty)
        #expect(button.backgroundView.backgroundColor == .quaternarySystemFill)
        #expect(button.titleLabel?.textColor == .tertiaryLabel)
    }

    @Test func aSelectionTogglingButtonIsSelectedBeforeItsActionsRun() {
        let button = Button(configuration: .plain())
        button.configuration?.title = "Bold"
        button.changesSelectionAsPrimaryAction = true
        var seen: [Bool] = []
        button.addAction(ControlAction { [unowned button] _ in seen.append(button.isSelected) }, for: .touchUpInside)
        let window = shown(button)
        window.scheduleTap(at: CGPoint(x: 20, y: 20))
        window.eventLoop.runUntilIdle()
        #expect(seen == [true] && button.isSelected)
    }

    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func aFilledButtonIsATintedCapsuleWithAWhiteTitle(style: UserInterfaceStyle) {
        let button = Button(configuration: .filled())
        button.configuration?.title = "Button"
        let window = shown(button, scale: 2, style: style)
        let image = window.lastFrame!.image
        let traits = button.traitCollection
        let blue = Color.systemBlue.resolvedColor(with: traits).pixel
        let frame = button.frame
        #expect(image[Int(frame.minX * 2) + 6, Int(frame.midY * 2)] == blue, "inside the left end")
        #expect(image[Int(frame.minX * 2), Int(frame.minY * 2)] == Color.systemBackground.resolvedColor(with: traits).pixel,
                "the capsule leaves the corner")
        let titlePixels = (Int(frame.minX * 2)..<Int(frame.maxX * 2)).map { image[$0, Int(frame.midY * 2)] }
        #expect(titlePixels.contains(Color.white.pixel), "the title is white")
    }

    @Test func aHighlightedFilledButtonDarkensItsFill() {
        let button = Button(configuration: .filled())
        button.configuration?.title = "Button"
        _ = shown(button)
        button.isHighlighted = true
        let blue = Color.systemBlue.resolvedColor(with: button.traitCollection)
        let pressed = button.backgroundView.backgroundColor!.resolvedColor(with: button.traitCollection)
        #expect(abs(pressed.red - blue.red * 0.85) < 1e-9 && abs(pressed.blue - blue.blue * 0.85) < 1e-9)
    }

    @Test func aSystemButtonTitleIsTheTintAndFadesWhileHighlighted() {
        let button = Button(type: .system)
        button.setTitle("Edit", for: .normal)
        let window = shown(button)
        #expect(button.titleLabel?.textColor == .systemBlue)
        window.tintColor = .systemRed
        #expect(button.titleLabel?.textColor == .systemRed, "inherited from the window")
        button.isHighlighted = true
        #expect(button.titleLabel?.alpha == 0.2)
        button.setTitle("Done", for: .highlighted)
        #expect(button.currentTitle == "Done" && button.title(for: .disabled) == "Edit")
    }

    @Test func aCustomButtonsTitleIsWhiteUnlessSet() {
        let button = Button(type: .custom)
        button.setTitle("A", for: .normal)
        #expect(button.currentTitleColor == .white)
        button.setTitleColor(.label, for: .normal)
        #expect(button.currentTitleColor == .label)
    }

    @Test func aCloseButtonShowsTheFilledCrossInTertiaryLabel() {
        let button = Button(type: .close)
        #expect(button.currentImage?.isSymbolImage == true)
        #expect(button.imageView?.tintColor == .tertiaryLabel)
    }

    @Test func dynamicTypeScalesAConfigurationsTitle() {
        let button = Button(configuration: .gray())
        button.configuration?.title = "Button"
        let window = shown(button)
        let regular = button.intrinsicContentSize.height
        window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        window.eventLoop.runOnce()
        #expect(button.intrinsicContentSize.height > regular + 10)
    }
}
