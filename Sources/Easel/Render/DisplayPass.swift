import EaselGraphics
import Foundation

/// The draw call in progress: its rectangle, and whether the base `draw` was reached
/// (how Easel learns that a class does not draw).
@MainActor
final class DisplayPass {
    /// The pass of the draw call running now; `nil` outside draw calls.
    static var current: DisplayPass?

    /// The rectangle being redrawn, in the view's coordinates.
    let rect: CGRect
    /// Set by the base `View.draw(context:rect:)` and `Layer.draw(in:)`.
    var baseDrawWasReached = false

    init(rect: CGRect) { self.rect = rect }
}

/// What Easel has learned about which view classes draw.
///
/// UIKit asks the Objective-C runtime whether a class overrides `drawRect:`; Swift has
/// no such query, so Easel learns it from the first draw of each class: a class whose
/// draw reached the base implementation without touching the context does not draw,
/// and its views get no backing store from then on.
@MainActor
enum DrawingClasses {
    private static var known: [ObjectIdentifier: Bool] = [:]

    /// Whether views of `type` draw; `nil` while unknown.
    static func drawsContent(_ type: View.Type) -> Bool? {
        type.drawsThroughLayer ? known[ObjectIdentifier(type)] : false
    }

    /// Records what the first draw of `type` showed.
    static func learn(_ type: View.Type, drawsContent: Bool) {
        known[ObjectIdentifier(type)] = drawsContent
    }
}

/// Pixels drawn by a layer, and the size in points they were drawn for.
struct BackingStore {
    let bitmap: Bitmap
    let scale: CGFloat
    let pointSize: CGSize
}
