/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_Move_DownInputs */

const en_pub_photos_move_down = /** @type {(inputs: Pub_Photos_Move_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move down`)
};

const de_pub_photos_move_down = /** @type {(inputs: Pub_Photos_Move_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach unten`)
};

const fr_pub_photos_move_down = /** @type {(inputs: Pub_Photos_Move_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descendre`)
};

const es_pub_photos_move_down = /** @type {(inputs: Pub_Photos_Move_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bajar`)
};

const pt_br2_pub_photos_move_down = /** @type {(inputs: Pub_Photos_Move_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mover para baixo`)
};

const ja_pub_photos_move_down = /** @type {(inputs: Pub_Photos_Move_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下へ`)
};

const ko_pub_photos_move_down = /** @type {(inputs: Pub_Photos_Move_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`아래로`)
};

/**
* | output |
* | --- |
* | "Move down" |
*
* @param {Pub_Photos_Move_DownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_move_down = /** @type {((inputs?: Pub_Photos_Move_DownInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Move_DownInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_move_down(inputs)
	if (locale === "fr") return fr_pub_photos_move_down(inputs)
	if (locale === "es") return es_pub_photos_move_down(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_move_down(inputs)
	if (locale === "ja") return ja_pub_photos_move_down(inputs)
	if (locale === "ko") return ko_pub_photos_move_down(inputs)
	return en_pub_photos_move_down(inputs)
});