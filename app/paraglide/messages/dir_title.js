/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_TitleInputs */

const en_dir_title = /** @type {(inputs: Dir_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find LAN Centers Near You`)
};

const de_dir_title = /** @type {(inputs: Dir_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center in deiner Nähe finden`)
};

const fr_dir_title = /** @type {(inputs: Dir_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouvez des centres LAN près de chez vous`)
};

const es_dir_title = /** @type {(inputs: Dir_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encuentra centros LAN cerca de ti`)
};

const pt_br2_dir_title = /** @type {(inputs: Dir_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encontre centros de LAN perto de você`)
};

const ja_dir_title = /** @type {(inputs: Dir_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`近くのLANセンターを探す`)
};

const ko_dir_title = /** @type {(inputs: Dir_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`내 주변 LAN 센터 찾기`)
};

/**
* | output |
* | --- |
* | "Find LAN Centers Near You" |
*
* @param {Dir_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_title = /** @type {((inputs?: Dir_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_title(inputs)
	if (locale === "fr") return fr_dir_title(inputs)
	if (locale === "es") return es_dir_title(inputs)
	if (locale === "pt-BR") return pt_br2_dir_title(inputs)
	if (locale === "ja") return ja_dir_title(inputs)
	if (locale === "ko") return ko_dir_title(inputs)
	return en_dir_title(inputs)
});