import EaselGraphics
import Foundation

/// The state a cell's configurations are updated for, like `UICellConfigurationState`:
/// the cell's traits and whether it is selected, highlighted, editing or expanded.
public struct CellConfigurationState: Hashable, Sendable {
    /// The cell's traits, like `UIConfigurationState.traitCollection`.
    public var traitCollection: TraitCollection
    /// Whether the cell is selected, like `UICellConfigurationState.isSelected`.
    public var isSelected = false
    /// Whether the cell is highlighted, like `UICellConfigurationState.isHighlighted`.
    public var isHighlighted = false
    /// Whether the cell's list is editing, like `UICellConfigurationState.isEditing`.
    public var isEditing = false
    /// Whether the cell's item is an expanded parent of its section snapshot, like
    /// `UICellConfigurationState.isExpanded`.
    public var isExpanded = false

    /// A state for `traitCollection`, neither selected nor highlighted, like
    /// `UICellConfigurationState(traitCollection:)`.
    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }
}
