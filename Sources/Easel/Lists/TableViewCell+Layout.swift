import EaselGraphics
import Foundation

/// Where a cell's parts go, and how tall it wants to be.
extension TableViewCell {
    /// Lays out the editing controls, the accessory, the content view and its built-in
    /// parts, and the separator.
    func layoutParts() {
        layoutEditingControls()
        let trailingEdge = bounds.width - reorderControlWidth - sectionIndexInsets.right
        let accessory = layoutAccessory(trailingEdge: trailingEdge)
        let leadingEdge = sectionIndexInsets.left + editingIndent
        contentView.frame = CGRect(x: leadingEdge, y: 0, width: max(0, (accessory?.minX ?? trailingEdge) - leadingEdge),
                                   height: bounds.height)
        backgroundView?.frame = bounds
        updateSelectionLook()
        if let configuredContentView {
            configuredContentView.frame = contentView.bounds
        }
        let frames = builtInLayout(hasAccessory: accessory != nil)
            .frames(in: contentView.bounds, text: builtInTextLabel, secondary: builtInDetailLabel)
        builtInImageView?.frame = frames.image
        builtInTextLabel?.frame = frames.text
        builtInDetailLabel?.frame = frames.secondary
        layoutSeparator()
    }

    /// Places the accessory view or the drawn accessory a margin before `trailingEdge`,
    /// vertically centered, and returns its frame (`nil` without one).
    private func layoutAccessory(trailingEdge: CGFloat) -> CGRect? {
        let margin = TableStyleMetrics.sideMargin(for: traitCollection)
        accessoryView?.isHidden = shownAccessoryView == nil
        if let accessoryView = shownAccessoryView {
            accessoryDrawing?.removeFromSuperview()
            let size = accessoryView.frame.size
            accessoryView.frame = CGRect(x: trailingEdge - margin - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                                         width: size.width, height: size.height)
            return accessoryView.frame
        }
        let accessoryType = shownAccessoryType
        guard accessoryType != .none else {
            accessoryDrawing?.removeFromSuperview()
            return nil
        }
        let drawing = accessoryDrawing ?? TableViewCellAccessoryView(type: accessoryType)
        drawing.type = accessoryType
        accessoryDrawing = drawing
        if drawing.superview !== self { addSubview(drawing) }
        let size = TableViewCellAccessoryView.size(of: accessoryType)
        drawing.frame = CGRect(x: trailingEdge - margin - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                               width: size.width, height: size.height)
        return drawing.frame
    }

    /// The layout of the built-in labels: the style's arrangement between the side
    /// margins (8 points before an accessory).
    private func builtInLayout(hasAccessory: Bool) -> ListContentLayout {
        let arrangement: ListContentLayout.Arrangement = switch cellStyle {
        case .default: .single
        case .subtitle: .stacked
        case .value1: .sideBySide
        case .value2: .value2
        }
        let margin = TableStyleMetrics.sideMargin(for: traitCollection)
        return ListContentLayout(arrangement: arrangement, leadingMargin: margin,
                                 trailingMargin: hasAccessory ? ListContentLayout.horizontalTextPadding : margin,
                                 imageSize: builtInImageView?.image?.size)
    }

    /// The separator: a 1-pixel line at the bottom, from the left inset (by default
    /// the text's leading edge) to the right inset.
    private func layoutSeparator() {
        guard let separatorInsets else { return separator.isHidden = true }
        separator.isHidden = false
        separator.frame = ListRowDrawing.separatorFrame(in: bounds, left: separatorInsets.left, right: separatorInsets.right,
                                                        scale: contentScaleFactor)
        bringSubviewToFront(separator)
    }

    /// Where the text starts in the cell, which the table's default separator inset
    /// follows.
    var textLeadingEdge: CGFloat {
        if let view = configuredContentView as? ListContentView {
            return sectionIndexInsets.left + editingIndent + view.textLeadingEdge
        }
        let frames = builtInLayout(hasAccessory: hasShownAccessory)
            .frames(in: CGRect(x: 0, y: 0, width: max(bounds.width, 100), height: bounds.height), text: textLabel, secondary: nil)
        return sectionIndexInsets.left + editingIndent + frames.text.minX
    }

    /// The height of a self-sizing row `width` wide: the built-in labels' or the
    /// content configuration's fitting height, or what the content view's constraints
    /// give at that width; 44 points when nothing decides.
    func fittingHeight(width: CGFloat) -> CGFloat {
        frame.size.width = width
        let hasAccessory = hasShownAccessory
        let accessoryWidth = shownAccessoryView?.frame.width ?? TableViewCellAccessoryView.size(of: shownAccessoryType).width
        let trailingEdge = width - reorderControlWidth - sectionIndexInsets.right
        let contentWidth = (hasAccessory ? trailingEdge - TableStyleMetrics.sideMargin(for: traitCollection) - accessoryWidth
                                         : trailingEdge) - editingIndent - sectionIndexInsets.left
        var height: CGFloat = 0
        if let configuredContentView {
            height = configuredContentView.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
        } else if builtInTextLabel != nil || builtInDetailLabel != nil || builtInImageView?.image != nil {
            height = builtInLayout(hasAccessory: hasAccessory)
                .fittingHeight(width: contentWidth, text: builtInTextLabel, secondary: builtInDetailLabel)
        }
        let constrained = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                              withHorizontalFittingPriority: .required,
                                                              verticalFittingPriority: .fittingSizeLevel).height
        height = max(height, constrained)
        return height > 0 ? height : TableStyleMetrics.defaultRowHeight
    }
}
