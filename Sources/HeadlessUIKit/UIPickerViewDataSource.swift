/// The components and rows of a picker (UIKit's `UIPickerViewDataSource`; both methods required).
public protocol UIPickerViewDataSource: AnyObject {
    /// How many wheels.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// How many rows a wheel has.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
