import EaselGraphics
import Foundation
import Testing

/// Renders `size` points at `scale` on an optional background, running `actions` on the context.
func render(_ width: CGFloat, _ height: CGFloat, scale: CGFloat = 1, background: Color? = nil,
            _ actions: (GraphicsContext) -> Void) -> Image {
    GraphicsImageRenderer(size: CGSize(width: width, height: height), scale: scale).image { context in
        if let background {
            context.setFillColor(background)
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
        actions(context)
    }
}

/// An opaque pixel.
func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Pixel {
    Pixel(red: red, green: green, blue: blue)
}

let transparent = Pixel(red: 0, green: 0, blue: 0, alpha: 0)
let white = rgb(255, 255, 255)
let black = rgb(0, 0, 0)
let red = rgb(255, 0, 0)
let blue = rgb(0, 0, 255)

/// Expects `image[x, y]` within `tolerance` of `expected` on every channel.
func expectPixel(_ image: Image, _ x: Int, _ y: Int, _ expected: Pixel, tolerance: Int = 0,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = image[x, y]
    #expect(actual.distance(to: expected) <= tolerance,
            "pixel (\(x), \(y)) is \(actual), expected \(expected) ± \(tolerance)", sourceLocation: sourceLocation)
}

/// The 8-bit value of a coverage or component in 0…1, rounded as cairo stores it.
func byte(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
