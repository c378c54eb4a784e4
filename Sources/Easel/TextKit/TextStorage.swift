import Foundation

/// The text a layout manager lays out, like TextKit's `NSTextStorage`: an
/// `NSMutableAttributedString` (a subclass of Foundation's, as on iOS) that tells its
/// layout managers when it changes.
///
/// Every change made through the attributed string's methods (`replaceCharacters`,
/// `setAttributes`, `addAttribute(s)`, `removeAttribute`, `deleteCharacters`, and
/// `append`, `insert` and `setAttributedString`, which Foundation builds on them) calls
/// `edited(_:range:changeInLength:)`; outside `beginEditing()`/`endEditing()` that
/// processes the change at once, inside them when the outermost `endEditing()` runs:
/// the delegate hears `willProcessEditing`, then `didProcessEditing`, then each layout
/// manager invalidates its layout. Changes made through `mutableString` go straight to
/// Foundation's storage and are not seen (call `edited` after them). A range past the
/// end is clamped to the string, with a diagnostic, where Foundation would raise.
open class TextStorage: NSMutableAttributedString {
    /// What an edit changed, like `NSTextStorage.EditActions`.
    public struct EditActions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The attributes changed.
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        /// The characters changed.
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    /// The layout managers that lay the text out, like `NSTextStorage.layoutManagers`.
    public private(set) var layoutManagers: [LayoutManager] = []
    /// Hears about edits, like `NSTextStorage.delegate`.
    open weak var delegate: TextStorageDelegate?
    /// The kinds of change pending processing, like `NSTextStorage.editedMask`; empty
    /// once they are processed.
    open private(set) var editedMask: EditActions = []
    /// The range of the pending changes in the text as it is now, like
    /// `NSTextStorage.editedRange`; location `NSNotFound` when nothing is pending.
    open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// How much the pending changes lengthened the text, like
    /// `NSTextStorage.changeInLength`.
    open private(set) var changeInLength = 0
    /// Whether attributes are fixed only when read, like
    /// `NSTextStorage.fixesAttributesLazily`: Easel fixes none, so this is `false`.
    open var fixesAttributesLazily: Bool { false }

    /// `beginEditing()` calls not yet ended.
    private var editingDepth = 0
    /// Whether the pending edits are being processed: edits made meanwhile (by the
    /// delegate or a subclass's `processEditing`) join them.
    private var isProcessingEdits = false
    /// Mutations in progress: the outermost reports the edit, not the ones Foundation
    /// builds it from.
    private var mutationDepth = 0

    /// An empty text storage, like `NSTextStorage()`; a subclass may override it.
    public init() { super.init(string: "") }

    /// A text storage of `str`, like `NSTextStorage(string:)`.
    public override init(string str: String) { super.init(string: str) }

    /// A text storage of `str` in `attrs`, like `NSTextStorage(string:attributes:)`.
    public override init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) {
        super.init(string: str, attributes: attrs)
    }

    /// A text storage of another string's characters and attributes, like
    /// `NSTextStorage(attributedString:)`.
    public override init(attributedString attrStr: NSAttributedString) { super.init(attributedString: attrStr) }

    /// Decodes a text storage as Foundation decodes an attributed string.
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    /// Adds a layout manager, like `NSTextStorage.addLayoutManager(_:)`: it leaves its
    /// old text storage and lays this one out.
    open func addLayoutManager(_ layoutManager: LayoutManager) {
        guard !layoutManagers.contains(where: { $0 === layoutManager }) else { return }
        layoutManager.textStorage?.removeLayoutManager(layoutManager)
        layoutManagers.append(layoutManager)
        layoutManager.textStorage = self
    }

    /// Removes a layout manager, like `NSTextStorage.removeLayoutManager(_:)`.
    open func removeLayoutManager(_ layoutManager: LayoutManager) {
        guard let index = layoutManagers.firstIndex(where: { $0 === layoutManager }) else { return }
        layoutManagers.remove(at: index)
        if layoutManager.textStorage === self { layoutManager.textStorage = nil }
    }

    /// Notes a change, like `NSTextStorage.edited(_:range:changeInLength:)`: `range` is
    /// the changed range in the text as it is now, `delta` how much longer it got.
    /// Outside `beginEditing()`/`endEditing()` the change is processed at once; a change
    /// made while edits are processed joins them.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        if self.editedMask.isEmpty {
            self.editedRange = editedRange
            changeInLength = delta
        } else {
            // The pending range, moved by this change where it lies after its start.
            let oldEnd = self.editedRange.upperBound
            let movedEnd = oldEnd > editedRange.location ? oldEnd + delta : oldEnd
            let start = min(self.editedRange.location, editedRange.location)
            self.editedRange = NSRange(location: start, length: max(movedEnd, editedRange.upperBound) - start)
            changeInLength += delta
        }
        self.editedMask.formUnion(editedMask)
        if editingDepth == 0, !isProcessingEdits { processPendingEdits() }
    }

    /// Groups changes so they are processed once, like `NSTextStorage.beginEditing()`.
    open override func beginEditing() {
        editingDepth += 1
        super.beginEditing()
    }

    /// Ends a group of changes, like `NSTextStorage.endEditing()`: the outermost one
    /// processes what changed.
    open override func endEditing() {
        super.endEditing()
        guard editingDepth > 0 else {
            Diagnostics.report("NSTextStorage.endEditing() without beginEditing(): ignored")
            return
        }
        editingDepth -= 1
        if editingDepth == 0, !editedMask.isEmpty, !isProcessingEdits { processPendingEdits() }
    }

    /// Processes the pending changes, like `NSTextStorage.processEditing()`: tells the
    /// delegate (`willProcessEditing`, then `didProcessEditing`) and then each layout
    /// manager, which invalidates its layout of the edited range.
    open func processEditing() {
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        delegate?.textStorage(self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        for layoutManager in layoutManagers {
            layoutManager.processEditing(for: self, edited: editedMask, range: editedRange,
                                         changeInLength: changeInLength, invalidatedRange: editedRange)
        }
    }

    private func processPendingEdits() {
        isProcessingEdits = true
        processEditing()
        isProcessingEdits = false
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
    }

    // MARK: Mutations

    open override func replaceCharacters(in range: NSRange, with str: String) {
        let range = clamped(range, #function)
        let length = (str as NSString).length
        recordEdit(.editedCharacters, NSRange(location: range.location, length: length), length - range.length) {
            super.replaceCharacters(in: range, with: str)
        }
    }

    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        let range = clamped(range, #function)
        recordEdit([.editedCharacters, .editedAttributes], NSRange(location: range.location, length: attrString.length),
                   attrString.length - range.length) {
            super.replaceCharacters(in: range, with: attrString)
        }
    }

    open override func deleteCharacters(in range: NSRange) {
        let range = clamped(range, #function)
        recordEdit(.editedCharacters, NSRange(location: range.location, length: 0), -range.length) {
            super.deleteCharacters(in: range)
        }
    }

    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        let range = clamped(range, #function)
        recordEdit(.editedAttributes, range, 0) { super.setAttributes(attrs, range: range) }
    }

    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        let range = clamped(range, #function)
        recordEdit(.editedAttributes, range, 0) { super.addAttribute(name, value: value, range: range) }
    }

    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        let range = clamped(range, #function)
        recordEdit(.editedAttributes, range, 0) { super.addAttributes(attrs, range: range) }
    }

    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        let range = clamped(range, #function)
        recordEdit(.editedAttributes, range, 0) { super.removeAttribute(name, range: range) }
    }

    /// Runs a mutation and, unless it is part of an outer one, notes it as edited.
    private func recordEdit(_ mask: EditActions, _ range: NSRange, _ delta: Int, _ mutation: () -> Void) {
        mutationDepth += 1
        mutation()
        mutationDepth -= 1
        if mutationDepth == 0 { edited(mask, range: range, changeInLength: delta) }
    }

    /// `range` within the text; one that passes its end is cut to it, with a diagnostic.
    private func clamped(_ range: NSRange, _ method: String) -> NSRange {
        let length = self.length
        guard range.location == NSNotFound || range.location > length || range.upperBound > length || range.length < 0
        else { return range }
        let location = range.location == NSNotFound ? length : min(max(0, range.location), length)
        let clamped = NSRange(location: location, length: min(max(0, range.length), length - location))
        Diagnostics.report("NSTextStorage.\(method): range \(range) is past the end of the text (length \(length)); used \(clamped)")
        return clamped
    }
}
