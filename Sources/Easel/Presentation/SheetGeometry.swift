import Foundation

/// Where a sheet rests in its container and what it does to the screen around it:
/// UIKit's sheet layout with iOS 26's look, for one container and one position of the
/// sheet's top edge. The detent-resolution context of `Detent.custom`.
///
/// In a compact width (an iPhone) the sheet is anchored at the bottom: the large
/// detent's top is 10 points below the top safe area (the presenting view shows in that
/// gap), and a detent's value is the sheet's height above the bottom safe area. Below
/// the full height the sheet floats, inset from the sides and the bottom edge with all
/// its corners rounded (iOS 26); toward the full height it widens to the edges. In a
/// regular width (an iPad) a sheet is a centred card and detents do not apply, as in
/// UIKit. Apple documents none of these figures: the choices are named below.
struct SheetGeometry: SheetPresentationControllerDetentResolutionContext {
    /// The gap between the top safe area and a full-height sheet (iOS 13 to 26).
    static let fullHeightGap: CGFloat = 10
    /// How far a floating sheet stays from the sides and bottom of the screen (iOS 26;
    /// not documented: chosen from simulator screenshots of inset sheets).
    static let floatingInset: CGFloat = 8
    /// The corner radius of a floating sheet or an iPad card (iOS 26's rounder sheets;
    /// not documented).
    static let floatingCornerRadius: CGFloat = 32
    /// The corner radius of a full-height sheet's top corners (UIKit's 10 points).
    static let fullHeightCornerRadius: CGFloat = 10
    /// A form sheet's size on an iPad when the controller prefers none (UIKit's
    /// long-standing 540 × 620).
    static let formSheetSize = CGSize(width: 540, height: 620)
    /// A page sheet's width on an iPad (UIKit's page width since iOS 13).
    static let pageSheetWidth: CGFloat = 704
    /// The alpha of the black dimming view over the presenting view (not documented).
    static let dimmingAlpha: CGFloat = 0.2
    /// How far the presenting view's sides move in when a full-height sheet covers it
    /// on an iPhone (not documented: it then spans the width less 16 points a side).
    static let scaledBackSideInset: CGFloat = 16

    let bounds: CGRect
    let safeAreaInsets: EdgeInsets
    let containerTraitCollection: TraitCollection
    /// The iPad card's size (a form sheet's preferred content size, or UIKit's).
    let cardSize: CGSize

    init(bounds: CGRect, safeAreaInsets: EdgeInsets, traits: TraitCollection, style: ModalPresentationStyle,
         preferredContentSize: CGSize) {
        self.bounds = bounds
        self.safeAreaInsets = safeAreaInsets
        containerTraitCollection = traits
        let fullHeight = bounds.height - 2 * (safeAreaInsets.top + Self.fullHeightGap)
        if style.resolved == .formSheet {
            let preferred = preferredContentSize
            cardSize = CGSize(width: preferred.width > 0 ? preferred.width : Self.formSheetSize.width,
                              height: preferred.height > 0 ? preferred.height : Self.formSheetSize.height)
        } else {
            cardSize = CGSize(width: Self.pageSheetWidth, height: fullHeight)
        }
    }

    /// Whether the sheet is a centred card (a regular width), where detents do not apply.
    var isCard: Bool { containerTraitCollection.horizontalSizeClass == .regular }

    /// The large detent's value: the container's height less the gap under the top
    /// safe area and the bottom safe area.
    var maximumDetentValue: CGFloat {
        max(0, bounds.height - safeAreaInsets.top - Self.fullHeightGap - safeAreaInsets.bottom)
    }

    /// The top edge of a sheet resting at a detent of `value`.
    func top(forDetentValue value: CGFloat) -> CGFloat {
        if isCard { return (bounds.height - min(cardSize.height, bounds.height)) / 2 }
        return bounds.maxY - safeAreaInsets.bottom - min(max(value, 0), maximumDetentValue)
    }

    /// The top edge of a full-height sheet.
    var fullHeightTop: CGFloat { top(forDetentValue: maximumDetentValue) }

    /// How close a sheet whose top is at `top` is to the full height, 0…1: 0 at (or
    /// below) the middle of the container, 1 at the full height. The floating inset,
    /// the corner radius and the presenting view's scale follow it.
    func fullness(top: CGFloat) -> CGFloat {
        let middle = bounds.midY
        guard !isCard, middle > fullHeightTop else { return 0 }
        return min(max((middle - top) / (middle - fullHeightTop), 0), 1)
    }

    /// The sheet's frame when its top edge is at `top` and its smallest detent's top
    /// at `smallestTop`: above that detent the sheet grows, below it it slides down
    /// whole (an entrance, an exit, a drag toward dismissal).
    func frame(top: CGFloat, smallestTop: CGFloat) -> CGRect {
        if isCard {
            let size = CGSize(width: min(cardSize.width, bounds.width), height: min(cardSize.height, bounds.height))
            return CGRect(x: bounds.midX - size.width / 2, y: top, width: size.width, height: size.height)
        }
        let inset = Self.floatingInset * (1 - fullness(top: top))
        let height = bounds.maxY - inset - min(top, smallestTop)
        return CGRect(x: bounds.minX + inset, y: top, width: bounds.width - 2 * inset, height: max(0, height))
    }

    /// The sheet's corner radius at `top`, unless the controller prefers one.
    func cornerRadius(top: CGFloat) -> CGFloat {
        let fullness = fullness(top: top)
        return Self.floatingCornerRadius + (Self.fullHeightCornerRadius - Self.floatingCornerRadius) * fullness
    }

    /// Whether the sheet's bottom corners are rounded at `top`: all but a full-height
    /// sheet float.
    func roundsBottomCorners(top: CGFloat) -> Bool { fullness(top: top) < 1 }

    /// The transform that scales the presenting view back behind a sheet at `top`
    /// (an iPhone in portrait, under a dimmed sheet), by `amount` 0…1: smaller by the
    /// side inset, its top edge at the top safe area.
    func presentingTransform(amount: CGFloat) -> Transform {
        guard amount > 0, !isCard, containerTraitCollection.verticalSizeClass != .compact, bounds.width > 0 else {
            return .identity
        }
        let scale = 1 - amount * 2 * Self.scaledBackSideInset / bounds.width
        let shift = amount * safeAreaInsets.top - bounds.height * (1 - scale) / 2
        return Transform(translationX: 0, y: shift).scaledBy(x: scale, y: scale)
    }
}
