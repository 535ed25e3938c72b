#import <UIKit/UIKit.h>

UIImage *galleryBadge(void) { return [UIImage imageNamed:@"badge"]; }
// A package's image is in the package's bundle, not the app's.
UIImage *galleryStar(void) { return [UIImage imageNamed:@"kit_star"]; }
