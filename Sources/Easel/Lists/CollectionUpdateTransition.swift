import Foundation

/// One update of a collection view while it animates: where the elements were before
/// it, where the ones that stay go, and the views that leave, which the collection view
/// keeps on screen until the animation ends.
///
/// The layout reads it to answer `initialLayoutAttributesForAppearingItem(at:)` and
/// `finalLayoutAttributesForDisappearingItem(at:)` as UIKit's layouts do by default:
/// an element that stays moves from its old attributes to its new ones, an inserted one
/// fades in where it goes, and a deleted one fades out where it was.
@MainActor
final class CollectionUpdateTransition {
    /// The attributes of every element before the update, by element.
    let oldAttributes: [CollectionElement: CollectionViewLayoutAttributes]
    /// Where each item that stays goes: old index path → new.
    private let items: [IndexPath: IndexPath]
    /// The items that stay, new index path → old.
    private let oldItems: [IndexPath: IndexPath]
    /// Where each section that stays goes: old index → new.
    private let sections: [Int: Int]
    /// The sections that stay, new index → old.
    private let oldSections: [Int: Int]
    /// The views that leave as the update animates, by the element they showed.
    private(set) var leaving: [(element: CollectionElement, view: CollectionReusableView)] = []

    init(oldAttributes: [CollectionViewLayoutAttributes], items: [IndexPath: IndexPath], sections: [Int: Int]) {
        var attributes: [CollectionElement: CollectionViewLayoutAttributes] = [:]
        for element in oldAttributes { attributes[element.element] = element }
        self.oldAttributes = attributes
        self.items = items
        self.sections = sections
        oldItems = Dictionary(items.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        oldSections = Dictionary(sections.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
    }

    /// Where an element before the update is after it (`nil`: it goes).
    func newElement(of element: CollectionElement) -> CollectionElement? {
        renumbered(element, items: items, sections: sections)
    }

    /// Where an element after the update was before it (`nil`: it is new).
    func oldElement(of element: CollectionElement) -> CollectionElement? {
        renumbered(element, items: oldItems, sections: oldSections)
    }

    /// The attributes an element appearing at `element` starts from: its old ones if it
    /// was there before the update, else `final` faded out; `nil` when there is no final.
    func appearingAttributes(of element: CollectionElement,
                             final: CollectionViewLayoutAttributes?) -> CollectionViewLayoutAttributes? {
        if let old = oldElement(of: element), let attributes = oldAttributes[old]?.copiedAttributes() {
            attributes.indexPath = element.indexPath
            return attributes
        }
        return faded(final)
    }

    /// The attributes an element disappearing from `element` (its place before the
    /// update) ends at: where it goes if it stays (`final` tells), else its old ones
    /// faded out.
    func disappearingAttributes(of element: CollectionElement,
                                final: (CollectionElement) -> CollectionViewLayoutAttributes?) -> CollectionViewLayoutAttributes? {
        if let new = newElement(of: element) { return final(new)?.copiedAttributes() }
        return faded(oldAttributes[element])
    }

    /// Keeps a view that leaves until the animation ends.
    func keep(_ view: CollectionReusableView, leaving element: CollectionElement) {
        leaving.append((element, view))
    }

    private func faded(_ attributes: CollectionViewLayoutAttributes?) -> CollectionViewLayoutAttributes? {
        guard let copy = attributes?.copiedAttributes() else { return nil }
        copy.alpha = 0
        return copy
    }

    /// A cell renumbered through `items`; a supplementary or decoration view follows its
    /// section through `sections`.
    private func renumbered(_ element: CollectionElement, items: [IndexPath: IndexPath],
                            sections: [Int: Int]) -> CollectionElement? {
        var renumbered = element
        if element.kind == nil {
            guard let indexPath = items[element.indexPath] else { return nil }
            renumbered.indexPath = indexPath
        } else {
            guard element.indexPath.count > 0, let section = sections[element.indexPath.section] else { return nil }
            renumbered.indexPath[0] = section
        }
        return renumbered
    }
}
