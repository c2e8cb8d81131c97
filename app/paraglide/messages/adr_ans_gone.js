/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Ans_GoneInputs */

const en_adr_ans_gone = /** @type {(inputs: Adr_Ans_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item no longer exists. It may have been deleted.`)
};

const de_adr_ans_gone = /** @type {(inputs: Adr_Ans_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Eintrag existiert nicht mehr. Vielleicht wurde er gelöscht.`)
};

const fr_adr_ans_gone = /** @type {(inputs: Adr_Ans_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet élément n’existe plus. Il a peut-être été supprimé.`)
};

const es_adr_ans_gone = /** @type {(inputs: Adr_Ans_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este elemento ya no existe. Puede que se haya eliminado.`)
};

const pt_br2_adr_ans_gone = /** @type {(inputs: Adr_Ans_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este item não existe mais. Talvez tenha sido excluído.`)
};

const ja_adr_ans_gone = /** @type {(inputs: Adr_Ans_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この項目はもう存在しません。削除された可能性があります。`)
};

const ko_adr_ans_gone = /** @type {(inputs: Adr_Ans_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 항목은 더 이상 존재하지 않습니다. 삭제되었을 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "This item no longer exists. It may have been deleted." |
*
* @param {Adr_Ans_GoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_gone = /** @type {((inputs?: Adr_Ans_GoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Ans_GoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_ans_gone(inputs)
	if (locale === "fr") return fr_adr_ans_gone(inputs)
	if (locale === "es") return es_adr_ans_gone(inputs)
	if (locale === "pt-BR") return pt_br2_adr_ans_gone(inputs)
	if (locale === "ja") return ja_adr_ans_gone(inputs)
	if (locale === "ko") return ko_adr_ans_gone(inputs)
	return en_adr_ans_gone(inputs)
});