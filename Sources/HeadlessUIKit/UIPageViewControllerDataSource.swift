/// Supplies the pages a user swipes to (UIKit's `UIPageViewControllerDataSource`).
///
/// The two `presentation…` methods are optional; when both are implemented, a scroll-style page view
/// controller shows a page indicator (`UIPageViewController.pageIndicator` reads what it would show).
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// Not implemented: no page indicator (the engine's marker is a negative count).
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { -1 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
