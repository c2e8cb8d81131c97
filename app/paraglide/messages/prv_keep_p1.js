/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Keep_P1Inputs */

const en_prv_keep_p1 = /** @type {(inputs: Prv_Keep_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As long as your account exists. When you delete a venue its contact records are deleted with it. Billing records are kept as long as tax law requires.`)
};

const de_prv_keep_p1 = /** @type {(inputs: Prv_Keep_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So lange, wie dein Konto besteht. Wenn du eine Location löschst, werden ihre Kontaktdatensätze mit gelöscht. Abrechnungsunterlagen bewahren wir so lange auf, wie es das Steuerrecht verlangt.`)
};

const fr_prv_keep_p1 = /** @type {(inputs: Prv_Keep_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aussi longtemps que votre compte existe. Lorsque vous supprimez un lieu, ses fiches de contact sont supprimées avec lui. Les données de facturation sont conservées aussi longtemps que la législation fiscale l’exige.`)
};

const es_prv_keep_p1 = /** @type {(inputs: Prv_Keep_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mientras exista tu cuenta. Cuando eliminas un local, sus registros de contacto se eliminan con él. Los registros de facturación se conservan el tiempo que exija la normativa fiscal.`)
};

const pt_br2_prv_keep_p1 = /** @type {(inputs: Prv_Keep_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enquanto sua conta existir. Quando você exclui um local, os registros de contato dele são excluídos junto. Os registros de cobrança são mantidos pelo tempo exigido pela legislação tributária.`)
};

const ja_prv_keep_p1 = /** @type {(inputs: Prv_Keep_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントが存在する間です。施設を削除すると、その連絡先の記録も一緒に削除されます。請求記録は税法で定められた期間保存します。`)
};

const ko_prv_keep_p1 = /** @type {(inputs: Prv_Keep_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정이 존재하는 동안입니다. 매장을 삭제하면 해당 연락처 기록도 함께 삭제됩니다. 결제 기록은 세법이 요구하는 기간 동안 보관합니다.`)
};

/**
* | output |
* | --- |
* | "As long as your account exists. When you delete a venue its contact records are deleted with it. Billing records are kept as long as tax law requires." |
*
* @param {Prv_Keep_P1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_keep_p1 = /** @type {((inputs?: Prv_Keep_P1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Keep_P1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_keep_p1(inputs)
	if (locale === "fr") return fr_prv_keep_p1(inputs)
	if (locale === "es") return es_prv_keep_p1(inputs)
	if (locale === "pt-BR") return pt_br2_prv_keep_p1(inputs)
	if (locale === "ja") return ja_prv_keep_p1(inputs)
	if (locale === "ko") return ko_prv_keep_p1(inputs)
	return en_prv_keep_p1(inputs)
});