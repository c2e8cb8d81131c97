/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Valhallan_B1Inputs */

const en_landing_valhallan_b1 = /** @type {(inputs: Landing_Valhallan_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A licensed game library with central license management`)
};

const de_landing_valhallan_b1 = /** @type {(inputs: Landing_Valhallan_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine lizenzierte Spielebibliothek mit zentraler Lizenzverwaltung`)
};

const fr_landing_valhallan_b1 = /** @type {(inputs: Landing_Valhallan_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une ludothèque sous licence avec gestion centralisée des licences`)
};

const es_landing_valhallan_b1 = /** @type {(inputs: Landing_Valhallan_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una biblioteca de juegos con licencia y gestión centralizada de licencias`)
};

const pt_br2_landing_valhallan_b1 = /** @type {(inputs: Landing_Valhallan_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma biblioteca de jogos licenciada com gestão central de licenças`)
};

const ja_landing_valhallan_b1 = /** @type {(inputs: Landing_Valhallan_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ライセンスを一括管理できるライセンス済みゲームライブラリ`)
};

const ko_landing_valhallan_b1 = /** @type {(inputs: Landing_Valhallan_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`중앙 라이선스 관리가 되는 라이선스 게임 라이브러리`)
};

/**
* | output |
* | --- |
* | "A licensed game library with central license management" |
*
* @param {Landing_Valhallan_B1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_valhallan_b1 = /** @type {((inputs?: Landing_Valhallan_B1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Valhallan_B1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_valhallan_b1(inputs)
	if (locale === "fr") return fr_landing_valhallan_b1(inputs)
	if (locale === "es") return es_landing_valhallan_b1(inputs)
	if (locale === "pt-BR") return pt_br2_landing_valhallan_b1(inputs)
	if (locale === "ja") return ja_landing_valhallan_b1(inputs)
	if (locale === "ko") return ko_landing_valhallan_b1(inputs)
	return en_landing_valhallan_b1(inputs)
});