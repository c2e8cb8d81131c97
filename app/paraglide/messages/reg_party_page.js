/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Party_PageInputs */

const en_reg_party_page = /** @type {(inputs: Reg_Party_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Party page (public after review)`)
};

const de_reg_party_page = /** @type {(inputs: Reg_Party_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Party-Seite (öffentlich nach Prüfung)`)
};

const fr_reg_party_page = /** @type {(inputs: Reg_Party_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page de la party (publique après examen)`)
};

const es_reg_party_page = /** @type {(inputs: Reg_Party_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página de la party (pública tras la revisión)`)
};

const pt_br2_reg_party_page = /** @type {(inputs: Reg_Party_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página da party (pública após análise)`)
};

const ja_reg_party_page = /** @type {(inputs: Reg_Party_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パーティーのページ（審査後に公開）`)
};

const ko_reg_party_page = /** @type {(inputs: Reg_Party_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`파티 페이지 (검토 후 공개)`)
};

/**
* | output |
* | --- |
* | "Party page (public after review)" |
*
* @param {Reg_Party_PageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_party_page = /** @type {((inputs?: Reg_Party_PageInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Party_PageInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_party_page(inputs)
	if (locale === "fr") return fr_reg_party_page(inputs)
	if (locale === "es") return es_reg_party_page(inputs)
	if (locale === "pt-BR") return pt_br2_reg_party_page(inputs)
	if (locale === "ja") return ja_reg_party_page(inputs)
	if (locale === "ko") return ko_reg_party_page(inputs)
	return en_reg_party_page(inputs)
});