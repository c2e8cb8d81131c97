/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Plan_Ended_VerifiedInputs */

const en_mail_plan_ended_verified = /** @type {(inputs: Mail_Plan_Ended_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It keeps its verified status: choose a plan and it is back on the map as soon as the payment goes through.`)
};

const de_mail_plan_ended_verified = /** @type {(inputs: Mail_Plan_Ended_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Verifizierungsstatus bleibt erhalten: Wählen Sie einen Tarif, und der Eintrag ist wieder auf der Karte, sobald die Zahlung eingegangen ist.`)
};

const fr_mail_plan_ended_verified = /** @type {(inputs: Mail_Plan_Ended_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elle conserve son statut vérifié : choisissez une offre et elle revient sur la carte dès que le paiement est accepté.`)
};

const es_mail_plan_ended_verified = /** @type {(inputs: Mail_Plan_Ended_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conserva su estado verificado: elige un plan y volverá al mapa en cuanto se procese el pago.`)
};

const pt_br2_mail_plan_ended_verified = /** @type {(inputs: Mail_Plan_Ended_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ele mantém o status de verificado: escolha um plano e ele volta ao mapa assim que o pagamento for aprovado.`)
};

const ja_mail_plan_ended_verified = /** @type {(inputs: Mail_Plan_Ended_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`認証済みのステータスはそのままです。プランを選ぶと、お支払いが完了し次第、地図に再び表示されます。`)
};

const ko_mail_plan_ended_verified = /** @type {(inputs: Mail_Plan_Ended_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`인증 상태는 유지됩니다. 요금제를 선택하면 결제가 완료되는 즉시 다시 지도에 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "It keeps its verified status: choose a plan and it is back on the map as soon as the payment goes through." |
*
* @param {Mail_Plan_Ended_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_plan_ended_verified = /** @type {((inputs?: Mail_Plan_Ended_VerifiedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Plan_Ended_VerifiedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_plan_ended_verified(inputs)
	if (locale === "fr") return fr_mail_plan_ended_verified(inputs)
	if (locale === "es") return es_mail_plan_ended_verified(inputs)
	if (locale === "pt-BR") return pt_br2_mail_plan_ended_verified(inputs)
	if (locale === "ja") return ja_mail_plan_ended_verified(inputs)
	if (locale === "ko") return ko_mail_plan_ended_verified(inputs)
	return en_mail_plan_ended_verified(inputs)
});