//
//  MorphingLabel.swift
//
//  The shape of LTMorphingLabel (https://github.com/lexrus/LTMorphingLabel, MIT
//  licence, © 2017 Lex Tang), cut down: the class holds the state, and its drawing
//  extension overrides `didMoveToSuperview()` and `drawText(in:)`, which iOS allows
//  (UIKit's members are `@objc dynamic`) and Linux Swift does not. `easel port` turns
//  this file into Tests/UIKitSwift5Tests/MorphingLabel.swift (PortedFixtureTests
//  checks it).
//

import UIKit

// MARK: - MorphingLabel
open class MorphingLabel: UILabel {
    open var morphingProgress: Float = 1.0
    private(set) var isLoaded = false
    private var drawnCharacters = 0

    /// How many characters the last `drawText(in:)` drew one by one.
    var lastDrawnCharacters: Int { drawnCharacters }

    #if !canImport(ObjectiveC)
    override open func didMoveToSuperview() {
        guard nil != superview else {
            isLoaded = false
            return
        }
        isLoaded = true
    }

    /// Draws each character on its own, as opaque as the morphing has come; a label
    /// whose morphing is done draws as any label does.
    override open func drawText(in rect: CGRect) {
        guard morphingProgress < 1 else {
            drawnCharacters = 0
            super.drawText(in: rect)
            return
        }
        let attributes: [NSAttributedString.Key: Any] = [
            .foregroundColor: textColor.withAlphaComponent(CGFloat(morphingProgress)),
            .font: font!,
        ]
        var x = rect.minX
        drawnCharacters = 0
        for character in text ?? "" {
            let glyph = String(character)
            let size = glyph.size(withAttributes: attributes)
            glyph.draw(in: CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height),
                       withAttributes: attributes)
            x += size.width
            drawnCharacters += 1
        }
    }
    #endif
}

// MARK: - Drawing extension
extension MorphingLabel {

    #if canImport(ObjectiveC)
    override open func didMoveToSuperview() {
        guard nil != superview else {
            isLoaded = false
            return
        }
        isLoaded = true
    }

    /// Draws each character on its own, as opaque as the morphing has come; a label
    /// whose morphing is done draws as any label does.
    override open func drawText(in rect: CGRect) {
        guard morphingProgress < 1 else {
            drawnCharacters = 0
            super.drawText(in: rect)
            return
        }
        let attributes: [NSAttributedString.Key: Any] = [
            .foregroundColor: textColor.withAlphaComponent(CGFloat(morphingProgress)),
            .font: font!,
        ]
        var x = rect.minX
        drawnCharacters = 0
        for character in text ?? "" {
            let glyph = String(character)
            let size = glyph.size(withAttributes: attributes)
            glyph.draw(in: CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height),
                       withAttributes: attributes)
            x += size.width
            drawnCharacters += 1
        }
    }
    #endif
}
