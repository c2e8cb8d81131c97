/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Acct_Delete_LiveInputs */

const en_acct_delete_live = /** @type {(inputs: Acct_Delete_LiveInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Your live subscription is cancelled at once; no further payment is taken.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Your ${i?.count} live subscriptions are cancelled at once; no further payment is taken.`);
	return /** @type {LocalizedString} */ ("acct_delete_live");
};

const de_acct_delete_live = /** @type {(inputs: Acct_Delete_LiveInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Dein laufendes Abo wird sofort gekündigt; es wird nichts mehr abgebucht.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Deine ${i?.count} laufenden Abos werden sofort gekündigt; es wird nichts mehr abgebucht.`);
	return /** @type {LocalizedString} */ ("acct_delete_live");
};

const fr_acct_delete_live = /** @type {(inputs: Acct_Delete_LiveInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Votre abonnement en cours est résilié immédiatement ; aucun autre paiement n'est prélevé.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Vos ${i?.count} abonnements en cours sont résiliés immédiatement ; aucun autre paiement n'est prélevé.`);
	return /** @type {LocalizedString} */ ("acct_delete_live");
};

const es_acct_delete_live = /** @type {(inputs: Acct_Delete_LiveInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Tu suscripción activa se cancela de inmediato; no se cobrará ningún otro pago.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Tus ${i?.count} suscripciones activas se cancelan de inmediato; no se cobrará ningún otro pago.`);
	return /** @type {LocalizedString} */ ("acct_delete_live");
};

const pt_br2_acct_delete_live = /** @type {(inputs: Acct_Delete_LiveInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Sua assinatura ativa é cancelada na hora; nenhum outro pagamento será cobrado.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Suas ${i?.count} assinaturas ativas são canceladas na hora; nenhum outro pagamento será cobrado.`);
	return /** @type {LocalizedString} */ ("acct_delete_live");
};

const ja_acct_delete_live = /** @type {(inputs: Acct_Delete_LiveInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`有効なサブスクリプション${i?.count}件はただちに解約され、以後の支払いは発生しません。`)
};

const ko_acct_delete_live = /** @type {(inputs: Acct_Delete_LiveInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ko", i?.count, {});return /** @type {LocalizedString} */ (`활성 구독 ${i?.count}개가 즉시 해지되며 더 이상 결제되지 않습니다.`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Your live subscription is cancelled at once; no further payment is taken." |
* | "other" | "Your {count} live subscriptions are cancelled at once; no further payment is taken." |
*
* @param {Acct_Delete_LiveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_delete_live = /** @type {((inputs: Acct_Delete_LiveInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Delete_LiveInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_delete_live(inputs)
	if (locale === "fr") return fr_acct_delete_live(inputs)
	if (locale === "es") return es_acct_delete_live(inputs)
	if (locale === "pt-BR") return pt_br2_acct_delete_live(inputs)
	if (locale === "ja") return ja_acct_delete_live(inputs)
	if (locale === "ko") return ko_acct_delete_live(inputs)
	return en_acct_delete_live(inputs)
});