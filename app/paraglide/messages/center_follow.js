/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_FollowInputs */

const en_center_follow = /** @type {(inputs: Center_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow`)
};

const de_center_follow = /** @type {(inputs: Center_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Folgen`)
};

const fr_center_follow = /** @type {(inputs: Center_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivre`)
};

const es_center_follow = /** @type {(inputs: Center_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguir`)
};

const pt_br2_center_follow = /** @type {(inputs: Center_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguir`)
};

const ja_center_follow = /** @type {(inputs: Center_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`フォロー`)
};

const ko_center_follow = /** @type {(inputs: Center_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`팔로우`)
};

/**
* | output |
* | --- |
* | "Follow" |
*
* @param {Center_FollowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_follow = /** @type {((inputs?: Center_FollowInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_FollowInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_follow(inputs)
	if (locale === "fr") return fr_center_follow(inputs)
	if (locale === "es") return es_center_follow(inputs)
	if (locale === "pt-BR") return pt_br2_center_follow(inputs)
	if (locale === "ja") return ja_center_follow(inputs)
	if (locale === "ko") return ko_center_follow(inputs)
	return en_center_follow(inputs)
});