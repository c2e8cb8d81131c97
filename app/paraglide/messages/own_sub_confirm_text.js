/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_Confirm_TextInputs */

const en_own_sub_confirm_text = /** @type {(inputs: Own_Sub_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel this subscription? It stays active until the end of the current billing period and then ends. You can resume it until then.`)
};

const de_own_sub_confirm_text = /** @type {(inputs: Own_Sub_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Abonnement kündigen? Es bleibt bis zum Ende des aktuellen Abrechnungszeitraums aktiv und endet dann. Bis dahin kannst du es fortsetzen.`)
};

const fr_own_sub_confirm_text = /** @type {(inputs: Own_Sub_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler cet abonnement ? Il reste actif jusqu'à la fin de la période de facturation en cours, puis prend fin. Vous pouvez le reprendre d'ici là.`)
};

const es_own_sub_confirm_text = /** @type {(inputs: Own_Sub_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cancelar esta suscripción? Seguirá activa hasta el final del periodo de facturación actual y luego terminará. Puedes reanudarla hasta entonces.`)
};

const pt_br2_own_sub_confirm_text = /** @type {(inputs: Own_Sub_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar esta assinatura? Ela continua ativa até o fim do período de cobrança atual e depois termina. Você pode retomá-la até lá.`)
};

const ja_own_sub_confirm_text = /** @type {(inputs: Own_Sub_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このサブスクリプションを解約しますか？現在の請求期間の終わりまで有効で、その後終了します。それまでは再開できます。`)
};

const ko_own_sub_confirm_text = /** @type {(inputs: Own_Sub_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 구독을 해지할까요? 현재 결제 기간이 끝날 때까지 유지된 후 종료됩니다. 그때까지는 다시 시작할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "Cancel this subscription? It stays active until the end of the current billing period and then ends. You can resume it until then." |
*
* @param {Own_Sub_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_confirm_text = /** @type {((inputs?: Own_Sub_Confirm_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_Confirm_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_confirm_text(inputs)
	if (locale === "fr") return fr_own_sub_confirm_text(inputs)
	if (locale === "es") return es_own_sub_confirm_text(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_confirm_text(inputs)
	if (locale === "ja") return ja_own_sub_confirm_text(inputs)
	if (locale === "ko") return ko_own_sub_confirm_text(inputs)
	return en_own_sub_confirm_text(inputs)
});