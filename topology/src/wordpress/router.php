<?php
// PHP's built-in web server in front of WordPress (topology/src/wordpress/real-wordpress.mjs):
// a file of the site is served as it is (or run, for a .php file), and every other path is
// WordPress's index.php, as the rewrite rules of a web server would do. The site folder
// (GFM_WORDPRESS_SITE) holds links to Debian's WordPress and the site's own wp-config.php.
$site = rtrim((string) getenv('GFM_WORDPRESS_SITE'), '/') . '/';
define('ABSPATH', $site);
$path = (string) parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
$target = $site . ltrim(rawurldecode($path), '/');
if (is_dir($target) && is_file(rtrim($target, '/') . '/index.php')) {
    $target = rtrim($target, '/') . '/index.php';
}
if (!str_contains($path, '..') && is_file($target)) {
    if (!str_ends_with($target, '.php')) {
        return false;
    }
    chdir(dirname($target));
    $_SERVER['SCRIPT_NAME'] = substr($target, strlen($site) - 1);
    $_SERVER['PHP_SELF'] = $_SERVER['SCRIPT_NAME'];
    require $target;
    return true;
}
// A file of the uploads (or of WordPress's own) that is not there is a web server's 404, as nginx serving
// wp-content would answer: WordPress's own 404 would guess a page to redirect to.
if (str_starts_with($path, '/wp-content/') || str_starts_with($path, '/wp-includes/')) {
    http_response_code(404);
    header('Content-Type: text/plain; charset=utf-8');
    echo "Not found\n";
    return true;
}
chdir($site);
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['PHP_SELF'] = '/index.php';
require $site . 'index.php';
