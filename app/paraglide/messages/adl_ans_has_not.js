/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adl_Ans_Has_NotInputs */

const en_adl_ans_has_not = /** @type {(inputs: Adl_Ans_Has_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That LAN center has no complimentary listing to revoke.`)
};

const de_adl_ans_has_not = /** @type {(inputs: Adl_Ans_Has_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses LAN-Center hat keinen kostenlosen Eintrag, der entzogen werden könnte.`)
};

const fr_adl_ans_has_not = /** @type {(inputs: Adl_Ans_Has_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce centre LAN n’a pas de référencement offert à retirer.`)
};

const es_adl_ans_has_not = /** @type {(inputs: Adl_Ans_Has_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese centro LAN no tiene un anuncio gratuito que retirar.`)
};

const pt_br2_adl_ans_has_not = /** @type {(inputs: Adl_Ans_Has_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esse centro LAN não tem listagem cortesia para revogar.`)
};

const ja_adl_ans_has_not = /** @type {(inputs: Adl_Ans_Has_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`そのLANセンターには取り消す無償掲載がありません。`)
};

const ko_adl_ans_has_not = /** @type {(inputs: Adl_Ans_Has_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`해당 LAN 센터에는 취소할 무료 등재가 없습니다.`)
};

/**
* | output |
* | --- |
* | "That LAN center has no complimentary listing to revoke." |
*
* @param {Adl_Ans_Has_NotInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_ans_has_not = /** @type {((inputs?: Adl_Ans_Has_NotInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adl_Ans_Has_NotInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adl_ans_has_not(inputs)
	if (locale === "fr") return fr_adl_ans_has_not(inputs)
	if (locale === "es") return es_adl_ans_has_not(inputs)
	if (locale === "pt-BR") return pt_br2_adl_ans_has_not(inputs)
	if (locale === "ja") return ja_adl_ans_has_not(inputs)
	if (locale === "ko") return ko_adl_ans_has_not(inputs)
	return en_adl_ans_has_not(inputs)
});