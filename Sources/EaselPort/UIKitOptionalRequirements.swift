/// The optional requirements of UIKit's and Core Animation's own delegate and data
/// source protocols that Easel declares (as requirements with default
/// implementations), by selector name: `delegate?.scrollViewDidScroll?(scrollView)`
/// calls one of them, and its Linux copy drops the `?` after the name, as for a
/// protocol of the ported set. (The few required ones listed, such as
/// `collectionView(_:cellForItemAt:)`, are never called with `?(` on iOS.)
enum UIKitOptionalRequirements {
    static let selectorNames: Set<String> = [
        // UIAdaptivePresentationControllerDelegate
        "adaptivePresentationStyle(for:)",
        "adaptivePresentationStyle(for:traitCollection:)",
        "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
        "presentationControllerDidAttemptToDismiss(_:)",
        "presentationControllerDidDismiss(_:)",
        "presentationControllerShouldDismiss(_:)",
        "presentationControllerWillDismiss(_:)",
        // UIPopoverPresentationControllerDelegate
        "popoverPresentationController(_:willRepositionPopoverTo:in:)",
        "popoverPresentationControllerDidDismissPopover(_:)",
        "popoverPresentationControllerShouldDismissPopover(_:)",
        "prepareForPopoverPresentation(_:)",
        // CAAnimationDelegate
        "animationDidStart(_:)",
        "animationDidStop(_:finished:)",
        // UICollectionViewDataSource
        "collectionView(_:cellForItemAt:)",
        "collectionView(_:numberOfItemsInSection:)",
        "collectionView(_:viewForSupplementaryElementOfKind:at:)",
        "numberOfSections(in:)",
        // UICollectionViewDelegate
        "collectionView(_:didDeselectItemAt:)",
        "collectionView(_:didEndDisplaying:forItemAt:)",
        "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)",
        "collectionView(_:didHighlightItemAt:)",
        "collectionView(_:didSelectItemAt:)",
        "collectionView(_:didUnhighlightItemAt:)",
        "collectionView(_:shouldDeselectItemAt:)",
        "collectionView(_:shouldHighlightItemAt:)",
        "collectionView(_:shouldSelectItemAt:)",
        "collectionView(_:willDisplay:forItemAt:)",
        "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)",
        // UICollectionViewDelegateFlowLayout
        "collectionView(_:layout:insetForSectionAt:)",
        "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
        "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
        "collectionView(_:layout:referenceSizeForFooterInSection:)",
        "collectionView(_:layout:referenceSizeForHeaderInSection:)",
        "collectionView(_:layout:sizeForItemAt:)",
        // UIGestureRecognizerDelegate
        "gestureRecognizer(_:shouldBeRequiredToFailBy:)",
        "gestureRecognizer(_:shouldReceive:)",
        "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
        "gestureRecognizer(_:shouldRequireFailureOf:)",
        "gestureRecognizerShouldBegin(_:)",
        // UIPickerViewDelegate
        "pickerView(_:attributedTitleForRow:forComponent:)",
        "pickerView(_:didSelectRow:inComponent:)",
        "pickerView(_:rowHeightForComponent:)",
        "pickerView(_:titleForRow:forComponent:)",
        "pickerView(_:viewForRow:forComponent:reusing:)",
        "pickerView(_:widthForComponent:)",
        // UIScrollViewDelegate
        "scrollViewDidChangeAdjustedContentInset(_:)",
        "scrollViewDidEndDecelerating(_:)",
        "scrollViewDidEndDragging(_:willDecelerate:)",
        "scrollViewDidEndScrollingAnimation(_:)",
        "scrollViewDidEndZooming(_:with:atScale:)",
        "scrollViewDidScroll(_:)",
        "scrollViewDidScrollToTop(_:)",
        "scrollViewDidZoom(_:)",
        "scrollViewWillBeginDecelerating(_:)",
        "scrollViewWillBeginDragging(_:)",
        "scrollViewWillBeginZooming(_:with:)",
        "scrollViewShouldScrollToTop(_:)",
        "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
        "viewForZooming(in:)",
        // UISearchBarDelegate
        "searchBar(_:shouldChangeTextIn:replacementText:)",
        "searchBar(_:textDidChange:)",
        "searchBarCancelButtonClicked(_:)",
        "searchBarSearchButtonClicked(_:)",
        "searchBarShouldBeginEditing(_:)",
        "searchBarShouldEndEditing(_:)",
        "searchBarTextDidBeginEditing(_:)",
        "searchBarTextDidEndEditing(_:)",
        // UISheetPresentationControllerDelegate
        "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)",
        // UITabBarControllerDelegate
        "tabBarController(_:didSelect:)",
        "tabBarController(_:shouldSelect:)",
        // UITabBarDelegate
        "tabBar(_:didSelect:)",
        // UITableViewDataSource
        "numberOfSections(in:)",
        "sectionIndexTitles(for:)",
        "tableView(_:canEditRowAt:)",
        "tableView(_:canMoveRowAt:)",
        "tableView(_:cellForRowAt:)",
        "tableView(_:commit:forRowAt:)",
        "tableView(_:moveRowAt:to:)",
        "tableView(_:numberOfRowsInSection:)",
        "tableView(_:sectionForSectionIndexTitle:at:)",
        "tableView(_:titleForFooterInSection:)",
        "tableView(_:titleForHeaderInSection:)",
        // UITableViewDelegate
        "tableView(_:didDeselectRowAt:)",
        "tableView(_:didEndDisplaying:forRowAt:)",
        "tableView(_:didEndEditingRowAt:)",
        "tableView(_:didHighlightRowAt:)",
        "tableView(_:didSelectRowAt:)",
        "tableView(_:didUnhighlightRowAt:)",
        "tableView(_:editingStyleForRowAt:)",
        "tableView(_:heightForFooterInSection:)",
        "tableView(_:heightForHeaderInSection:)",
        "tableView(_:heightForRowAt:)",
        "tableView(_:leadingSwipeActionsConfigurationForRowAt:)",
        "tableView(_:shouldHighlightRowAt:)",
        "tableView(_:shouldIndentWhileEditingRowAt:)",
        "tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
        "tableView(_:viewForFooterInSection:)",
        "tableView(_:viewForHeaderInSection:)",
        "tableView(_:willBeginEditingRowAt:)",
        "tableView(_:willDeselectRowAt:)",
        "tableView(_:willDisplay:forRowAt:)",
        "tableView(_:willSelectRowAt:)",
        "tableView(_:willDisplayHeaderView:forSection:)",
        "tableView(_:willDisplayFooterView:forSection:)",
        "tableView(_:didEndDisplayingHeaderView:forSection:)",
        "tableView(_:didEndDisplayingFooterView:forSection:)",
        "tableView(_:estimatedHeightForRowAt:)",
        "tableView(_:estimatedHeightForHeaderInSection:)",
        "tableView(_:estimatedHeightForFooterInSection:)",
        "tableView(_:accessoryButtonTappedForRowWith:)",
        "tableView(_:titleForDeleteConfirmationButtonForRowAt:)",
        "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)",
        "tableView(_:indentationLevelForRowAt:)",
        "tableView(_:canFocusRowAt:)",
        "tableView(_:shouldBeginMultipleSelectionInteractionAt:)",
        "tableView(_:didBeginMultipleSelectionInteractionAt:)",
        "tableViewDidEndMultipleSelectionInteraction(_:)",
        // UITableViewDataSourcePrefetching
        "tableView(_:cancelPrefetchingForRowsAt:)",
        // UIViewImplicitlyAnimating
        "addAnimations(_:)",
        "addAnimations(_:delayFactor:)",
        "addCompletion(_:)",
        "continueAnimation(withTimingParameters:durationFactor:)",
        // UIViewControllerAnimatedTransitioning
        "animationEnded(_:)",
        // UIViewControllerTransitioningDelegate
        "animationController(forPresented:presenting:source:)",
        "animationController(forDismissed:)",
        "interactionControllerForPresentation(using:)",
        "interactionControllerForDismissal(using:)",
        "presentationController(forPresented:presenting:source:)",
        // UITextFieldDelegate
        "textField(_:shouldChangeCharactersIn:replacementString:)",
        "textFieldDidBeginEditing(_:)",
        "textFieldDidChangeSelection(_:)",
        "textFieldDidEndEditing(_:)",
        "textFieldDidEndEditing(_:reason:)",
        "textFieldShouldBeginEditing(_:)",
        "textFieldShouldClear(_:)",
        "textFieldShouldEndEditing(_:)",
        "textFieldShouldReturn(_:)",
        // UITextViewDelegate
        "textView(_:shouldChangeTextIn:replacementText:)",
        "textViewDidBeginEditing(_:)",
        "textViewDidChange(_:)",
        "textViewDidChangeSelection(_:)",
        "textViewDidEndEditing(_:)",
        "textViewShouldBeginEditing(_:)",
        "textViewShouldEndEditing(_:)",
    ]

    /// `name(label:_:)` for a call's base name and argument labels.
    static func selectorName(_ name: String, labels: [String?]) -> String {
        name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
}
