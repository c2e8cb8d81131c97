/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_Move_UpInputs */

const en_pub_photos_move_up = /** @type {(inputs: Pub_Photos_Move_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move up`)
};

const de_pub_photos_move_up = /** @type {(inputs: Pub_Photos_Move_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach oben`)
};

const fr_pub_photos_move_up = /** @type {(inputs: Pub_Photos_Move_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monter`)
};

const es_pub_photos_move_up = /** @type {(inputs: Pub_Photos_Move_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir`)
};

const pt_br2_pub_photos_move_up = /** @type {(inputs: Pub_Photos_Move_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mover para cima`)
};

const ja_pub_photos_move_up = /** @type {(inputs: Pub_Photos_Move_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上へ`)
};

const ko_pub_photos_move_up = /** @type {(inputs: Pub_Photos_Move_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`위로`)
};

/**
* | output |
* | --- |
* | "Move up" |
*
* @param {Pub_Photos_Move_UpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_move_up = /** @type {((inputs?: Pub_Photos_Move_UpInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Move_UpInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_move_up(inputs)
	if (locale === "fr") return fr_pub_photos_move_up(inputs)
	if (locale === "es") return es_pub_photos_move_up(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_move_up(inputs)
	if (locale === "ja") return ja_pub_photos_move_up(inputs)
	if (locale === "ko") return ko_pub_photos_move_up(inputs)
	return en_pub_photos_move_up(inputs)
});