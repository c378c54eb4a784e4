#ifndef CEASEL_DRAW_METHODS_H
#define CEASEL_DRAW_METHODS_H

// The module's umbrella header: how lists make registered classes is in its own header.
#include "CEaselRegisteredClasses.h"

// Which draw methods a class declares, as UIKit asks the Objective-C runtime whether a
// view class overrides `drawRect:`: the implementation a class's vtable holds for a
// method of Easel's `View` or `Layer`, from the Swift runtime. It lives in C because
// Swift cannot name these symbols from the module that defines them (Easel), and
// reserves the runtime's own names.

/// A draw method of Easel's base classes that a subclass overrides to draw.
typedef enum __attribute__((enum_extensibility(closed))) EaselDrawMethod {
    /// `View.draw(_:in:)`, the layer delegate's draw.
    EaselDrawMethodViewDrawLayer,
    /// `View.draw(context:rect:)`.
    EaselDrawMethodViewDrawContext,
    /// `View.draw(_:)`, UIKit's `draw(_:)`.
    EaselDrawMethodViewDrawRect,
    /// `Layer.draw(in:)`.
    EaselDrawMethodLayerDrawInContext,
    /// `View.display(_:)`, the layer delegate's display.
    EaselDrawMethodViewDisplayLayer,
} EaselDrawMethod;

/// The implementation of `method` in the vtable of the class whose type metadata is
/// `classMetadata`: `View` or a subclass for a `View` method, `Layer` or a subclass for
/// the `Layer` one.
const void *EaselDrawMethodImplementation(const void *classMetadata, EaselDrawMethod method);

#endif
