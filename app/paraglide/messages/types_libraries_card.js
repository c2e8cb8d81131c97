/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Libraries_CardInputs */

const en_types_libraries_card = /** @type {(inputs: Types_Libraries_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add gaming to your digital services and bring in new visitors.`)
};

const de_types_libraries_card = /** @type {(inputs: Types_Libraries_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ergänzen Sie Ihre digitalen Angebote um Gaming und gewinnen Sie neue Besucher.`)
};

const fr_types_libraries_card = /** @type {(inputs: Types_Libraries_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez le jeu à vos services numériques et attirez de nouveaux visiteurs.`)
};

const es_types_libraries_card = /** @type {(inputs: Types_Libraries_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añade videojuegos a tus servicios digitales y atrae a nuevos visitantes.`)
};

const pt_br2_types_libraries_card = /** @type {(inputs: Types_Libraries_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inclua games nos seus serviços digitais e atraia novos visitantes.`)
};

const ja_types_libraries_card = /** @type {(inputs: Types_Libraries_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`デジタルサービスにゲームを加えて、新しい来館者を呼び込みましょう。`)
};

const ko_types_libraries_card = /** @type {(inputs: Types_Libraries_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`디지털 서비스에 게임을 더해 새로운 방문객을 맞이하세요.`)
};

/**
* | output |
* | --- |
* | "Add gaming to your digital services and bring in new visitors." |
*
* @param {Types_Libraries_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_libraries_card = /** @type {((inputs?: Types_Libraries_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Libraries_CardInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_libraries_card(inputs)
	if (locale === "fr") return fr_types_libraries_card(inputs)
	if (locale === "es") return es_types_libraries_card(inputs)
	if (locale === "pt-BR") return pt_br2_types_libraries_card(inputs)
	if (locale === "ja") return ja_types_libraries_card(inputs)
	if (locale === "ko") return ko_types_libraries_card(inputs)
	return en_types_libraries_card(inputs)
});