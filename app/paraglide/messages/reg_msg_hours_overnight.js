/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ open: NonNullable<unknown> }} Reg_Msg_Hours_OvernightInputs */

const en_reg_msg_hours_overnight = /** @type {(inputs: Reg_Msg_Hours_OvernightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A range past midnight must close by ${i?.open} the next day`)
};

const de_reg_msg_hours_overnight = /** @type {(inputs: Reg_Msg_Hours_OvernightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Zeitraum über Mitternacht muss am nächsten Tag bis ${i?.open} enden`)
};

const fr_reg_msg_hours_overnight = /** @type {(inputs: Reg_Msg_Hours_OvernightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une plage après minuit doit se terminer au plus tard à ${i?.open} le lendemain`)
};

const es_reg_msg_hours_overnight = /** @type {(inputs: Reg_Msg_Hours_OvernightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un tramo que pasa de medianoche debe cerrar antes de las ${i?.open} del día siguiente`)
};

const pt_br2_reg_msg_hours_overnight = /** @type {(inputs: Reg_Msg_Hours_OvernightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um período que passa da meia-noite deve fechar até ${i?.open} do dia seguinte`)
};

const ja_reg_msg_hours_overnight = /** @type {(inputs: Reg_Msg_Hours_OvernightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`深夜0時をまたぐ時間帯は翌日の${i?.open}までに終わる必要があります`)
};

const ko_reg_msg_hours_overnight = /** @type {(inputs: Reg_Msg_Hours_OvernightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`자정을 넘는 시간대는 다음 날 ${i?.open}까지 마감해야 합니다`)
};

/**
* | output |
* | --- |
* | "A range past midnight must close by {open} the next day" |
*
* @param {Reg_Msg_Hours_OvernightInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_hours_overnight = /** @type {((inputs: Reg_Msg_Hours_OvernightInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Hours_OvernightInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_hours_overnight(inputs)
	if (locale === "fr") return fr_reg_msg_hours_overnight(inputs)
	if (locale === "es") return es_reg_msg_hours_overnight(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_hours_overnight(inputs)
	if (locale === "ja") return ja_reg_msg_hours_overnight(inputs)
	if (locale === "ko") return ko_reg_msg_hours_overnight(inputs)
	return en_reg_msg_hours_overnight(inputs)
});