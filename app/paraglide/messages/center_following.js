/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_FollowingInputs */

const en_center_following = /** @type {(inputs: Center_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Following`)
};

const de_center_following = /** @type {(inputs: Center_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Folgst du`)
};

const fr_center_following = /** @type {(inputs: Center_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivi`)
};

const es_center_following = /** @type {(inputs: Center_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiendo`)
};

const pt_br2_center_following = /** @type {(inputs: Center_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguindo`)
};

const ja_center_following = /** @type {(inputs: Center_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`フォロー中`)
};

const ko_center_following = /** @type {(inputs: Center_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`팔로잉`)
};

/**
* | output |
* | --- |
* | "Following" |
*
* @param {Center_FollowingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_following = /** @type {((inputs?: Center_FollowingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_FollowingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_following(inputs)
	if (locale === "fr") return fr_center_following(inputs)
	if (locale === "es") return es_center_following(inputs)
	if (locale === "pt-BR") return pt_br2_center_following(inputs)
	if (locale === "ja") return ja_center_following(inputs)
	if (locale === "ko") return ko_center_following(inputs)
	return en_center_following(inputs)
});