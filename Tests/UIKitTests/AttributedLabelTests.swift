import Testing
import UIKit

/// `UILabel.attributedText`: runs drawn in their own attributes, and UIKit's rules for
/// how it and the label's plain properties set each other.
@MainActor
@Suite struct AttributedLabelTests {
    /// A label of `text` at the top-left of a white window at scale 2, committed, and
    /// the frame.
    private func render(_ configure: (UILabel) -> Void, width: CGFloat = 160) throws -> UIImage {
        let window = makeWindow(width: width, height: 40, scale: 2)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 40))
        configure(label)
        window.addSubview(label)
        commit(window)
        return try frameImage(of: window)
    }

    /// The pixels of a frame's column range whose red (or blue) channel dominates.
    private func count(_ image: UIImage, columns: Range<Int>, rows: Range<Int>? = nil,
                       where test: (Pixel) -> Bool) -> Int {
        var count = 0
        for y in rows ?? 0..<image.pixelHeight {
            for x in columns where test(pixel(image, x, y)) { count += 1 }
        }
        return count
    }

    private static func reddish(_ pixel: Pixel) -> Bool { pixel.red > 150 && pixel.blue < 100 && pixel.green < 100 }
    private static func bluish(_ pixel: Pixel) -> Bool { pixel.blue > 150 && pixel.red < 100 && pixel.green < 150 }
    private static func dark(_ pixel: Pixel) -> Bool { pixel.red < 100 && pixel.green < 100 && pixel.blue < 100 }

    @Test func settingAttributedTextSetsTheTextAndTheFirstCharactersStyle() {
        let label = UILabel()
        let font = UIFont.systemFont(ofSize: 20, weight: .bold)
        let string = NSMutableAttributedString(string: "Sale ", attributes: [.font: font, .foregroundColor: UIColor.systemRed])
        string.append(NSAttributedString(string: "today", attributes: [.foregroundColor: UIColor.systemBlue]))
        label.attributedText = string
        #expect(label.text == "Sale today")
        #expect(label.font == font)
        #expect(label.textColor == .systemRed)
        // The second run has no font of its own: it takes the label's (then 17 points).
        let stored = try! #require(label.attributedText)
        #expect(stored.string == "Sale today")
        #expect(stored.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor == .systemBlue)
        #expect(stored.attribute(.font, at: 6, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 17))
    }

    @Test func settingTextDropsTheRunsAndFontAppliesToTheWholeText() {
        let label = UILabel()
        let string = NSMutableAttributedString(string: "Sale ", attributes: [.foregroundColor: UIColor.systemRed])
        string.append(NSAttributedString(string: "today", attributes: [.foregroundColor: UIColor.systemBlue]))
        label.attributedText = string
        label.font = .systemFont(ofSize: 12)
        let restyled = try! #require(label.attributedText)
        #expect(restyled.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 12))
        #expect(restyled.attribute(.font, at: 6, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 12))
        #expect(restyled.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor == .systemBlue)

        label.text = "Plain"
        let plain = try! #require(label.attributedText)
        #expect(plain.string == "Plain")
        #expect(plain.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor == .systemRed)
    }

    @Test func oneRunDrawsExactlyAsThePlainProperties() throws {
        let font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        let attributed = try render { label in
            label.attributedText = NSAttributedString(string: "Exactly the same",
                                                      attributes: [.font: font, .foregroundColor: UIColor.systemIndigo])
        }
        let plain = try render { label in
            label.text = "Exactly the same"
            label.font = font
            label.textColor = .systemIndigo
        }
        #expect(attributed == plain)
    }

    @Test func eachRunIsDrawnInItsOwnColor() throws {
        let image = try render { label in
            let string = NSMutableAttributedString(string: "RRRR ", attributes: [.foregroundColor: UIColor.red])
            string.append(NSAttributedString(string: "BBBB", attributes: [.foregroundColor: UIColor.blue]))
            label.attributedText = string
        }
        let split = Int(("RRRR " as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width * 2)
        #expect(count(image, columns: 0..<split, where: Self.reddish) > 100)
        #expect(count(image, columns: 0..<split, where: Self.bluish) == 0)
        #expect(count(image, columns: split..<320, where: Self.bluish) > 100)
        #expect(count(image, columns: split..<320, where: Self.reddish) == 0)
    }

    @Test func underlineAndStrikethroughDrawLinesAcrossTheirRuns() throws {
        func rows(_ image: UIImage) -> [Int] {
            // The rows in which at least 80 % of the text's columns are dark.
            (0..<image.pixelHeight).filter { y in count(image, columns: 0..<100, rows: y..<(y + 1), where: Self.dark) >= 80 }
        }
        let plain = try render { $0.attributedText = NSAttributedString(string: "mmmmmmmm", attributes: [.foregroundColor: UIColor.black]) }
        let underlined = try render {
            $0.attributedText = NSAttributedString(string: "mmmmmmmm", attributes: [
                .foregroundColor: UIColor.black, .underlineStyle: NSUnderlineStyle.single.rawValue])
        }
        let struck = try render {
            $0.attributedText = NSAttributedString(string: "mmmmmmmm", attributes: [
                .foregroundColor: UIColor.black, .strikethroughStyle: NSUnderlineStyle.single])
        }
        #expect(rows(plain).isEmpty)
        let underline = rows(underlined), strike = rows(struck)
        #expect(!underline.isEmpty)
        #expect(!strike.isEmpty)
        // The underline is below the strikethrough, and both within the label.
        #expect(underline.min()! > strike.max()!)
    }

    @Test func aColoredUnderlineAndABackgroundTakeTheirOwnColors() throws {
        let image = try render { label in
            label.attributedText = NSAttributedString(string: "mmmm", attributes: [
                .foregroundColor: UIColor.black, .backgroundColor: UIColor.yellow,
                .underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.red])
        }
        #expect(count(image, columns: 0..<60, where: { $0 == rgb(255, 255, 0) }) > 200)
        #expect(count(image, columns: 0..<60, where: Self.reddish) > 40)
    }

    @Test func kernAddsItsPointsAfterEveryCharacter() {
        let font = UIFont.systemFont(ofSize: 17)
        let plain = NSAttributedString(string: "Kerned", attributes: [.font: font]).size()
        let kerned = NSAttributedString(string: "Kerned", attributes: [.font: font, .kern: 3]).size()
        // Six characters, three points after each (the last one too, as UIKit measures).
        #expect(abs(kerned.width - plain.width - 18) < 0.01)
        #expect(kerned.height == plain.height)
    }

    @Test func baselineOffsetRaisesItsRun() throws {
        let image = try render { label in
            let string = NSMutableAttributedString(string: "x ", attributes: [.foregroundColor: UIColor.black])
            string.append(NSAttributedString(string: "x", attributes: [.foregroundColor: UIColor.black, .baselineOffset: 4]))
            label.attributedText = string
        }
        func inkTop(_ columns: Range<Int>) -> Int? {
            (0..<image.pixelHeight).first { y in count(image, columns: columns, rows: y..<(y + 1), where: Self.dark) > 0 }
        }
        let space = Int(("x " as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width * 2)
        let first = try #require(inkTop(0..<space)), second = try #require(inkTop(space..<80))
        // Four points at scale 2.
        #expect(first - second == 8)
    }

    @Test func truncationKeepsTheRunsAndTheEllipsisTakesTheCutCharactersStyle() throws {
        let image = try render({ label in
            let string = NSMutableAttributedString(string: "Go ", attributes: [.foregroundColor: UIColor.black])
            string.append(NSAttributedString(string: "somewhere far away from here", attributes: [.foregroundColor: UIColor.red]))
            label.attributedText = string
        }, width: 90)
        // Black "Go", then red characters and a red ellipsis up to the edge.
        #expect(count(image, columns: 0..<30, where: Self.dark) > 20)
        #expect(count(image, columns: 150..<180, where: Self.reddish) > 10)
    }

    @Test func dynamicRunColorsFollowTheAppearance() throws {
        let window = makeWindow(width: 100, height: 30, scale: 1)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let string = NSMutableAttributedString(string: "ab ", attributes: [.foregroundColor: UIColor.black])
        string.append(NSAttributedString(string: "cd", attributes: [.foregroundColor: UIColor.label]))
        label.attributedText = string
        window.addSubview(label)
        window.backgroundColor = .gray
        commit(window)
        let light = try frameImage(of: window)
        window.overrideUserInterfaceStyle = .dark
        commit(window)
        let dark = try frameImage(of: window)
        // The first run is black in both; the second (`.label`) turns white in dark mode.
        let split = Int(("ab " as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width)
        #expect(count(light, columns: split..<100, where: { $0.red > 200 }) == 0)
        #expect(count(dark, columns: split..<100, where: { $0.red > 200 }) > 10)
        #expect(count(dark, columns: 0..<split, where: { $0.red > 200 }) == 0)
    }
}

/// `UIButton.setAttributedTitle(_:for:)`.
@MainActor
@Suite struct AttributedButtonTitleTests {
    @Test func theStyledTitleIsShownInsteadOfThePlainOne() throws {
        let window = makeWindow(width: 200, height: 44, scale: 2)
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        let title = NSMutableAttributedString(string: "RRR ", attributes: [.foregroundColor: UIColor.red])
        title.append(NSAttributedString(string: "ttt"))
        button.setAttributedTitle(title, for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        window.addSubview(button)
        commit(window)
        #expect(button.titleLabel?.text == "RRR ttt")
        #expect(button.currentAttributedTitle?.string == "RRR ttt")
        #expect(button.attributedTitle(for: .highlighted)?.string == "RRR ttt")
        let image = try frameImage(of: window)
        var red = 0, tinted = 0
        for y in 0..<88 {
            for x in 0..<400 {
                let pixel = image[x, y]
                if pixel.red > 200 && pixel.green < 60 && pixel.blue < 60 { red += 1 }
                // The characters without a color take the title colour: the system blue tint.
                if pixel.blue > 200 && pixel.red < 60 { tinted += 1 }
            }
        }
        #expect(red > 20)
        #expect(tinted > 20)
    }
}
