@_implementationOnly import CEaselDrawMethods

/// Which classes draw, decided by what they declare, as UIKit asks the Objective-C
/// runtime whether a view's class overrides `drawRect:`.
///
/// A view draws when its class overrides `draw(context:rect:)`, `draw(_:)` or the
/// delegate's `draw(_:in:)`, or its layer's class overrides `draw(in:)` (and it is not
/// an `ImageView`). A drawing view is drawn at every display, even when it draws
/// nothing; any other view never is, and has no backing store. Each class is looked
/// up once, in the vtables the Swift runtime keeps.
@MainActor
enum DrawingClasses {
    private static var views: [ObjectIdentifier: Bool] = [:]
    private static var displayingViews: [ObjectIdentifier: Bool] = [:]
    private static var layers: [ObjectIdentifier: Bool] = [:]

    /// Whether `view` draws, by what its class (and its layer's class) declares.
    static func draws(_ view: View) -> Bool {
        let type = type(of: view)
        if let known = views[ObjectIdentifier(type)] { return known }
        let draws = type.drawsThroughLayer
            && (overrides([.viewDrawLayer, .viewDrawContext, .viewDrawRect, .viewDisplayLayer], in: type, of: View.self)
                || overridesDraw(Swift.type(of: view.layer)))
        views[ObjectIdentifier(type)] = draws
        return draws
    }

    /// Whether `view`'s class overrides `View.display(_:)` (the layer delegate's
    /// `display(_:)`), so that its layer's display calls it instead of drawing.
    static func displaysItself(_ view: View) -> Bool {
        let type = type(of: view)
        if let known = displayingViews[ObjectIdentifier(type)] { return known }
        let displays = overrides([.viewDisplayLayer], in: type, of: View.self)
        displayingViews[ObjectIdentifier(type)] = displays
        return displays
    }

    /// Whether `type` overrides `Layer.draw(in:)`.
    static func overridesDraw(_ type: Layer.Type) -> Bool {
        if let known = layers[ObjectIdentifier(type)] { return known }
        let overrides = overrides([.layerDrawInContext], in: type, of: Layer.self)
        layers[ObjectIdentifier(type)] = overrides
        return overrides
    }

    /// Whether the vtable of `type` holds another implementation than `base`'s for
    /// one of `methods`.
    private static func overrides(_ methods: [EaselDrawMethod], in type: AnyClass, of base: AnyClass) -> Bool {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let baseMetadata = unsafeBitCast(base, to: UnsafeRawPointer.self)
        return methods.contains { method in
            EaselDrawMethodImplementation(metadata, method) != EaselDrawMethodImplementation(baseMetadata, method)
        }
    }
}
