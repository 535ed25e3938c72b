#import <UIKit/UIKit.h>
@interface AppDelegate : UIResponder
@end
